import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_IDS } from './detectHost';
import type { HostId } from './HostBridge';
import { HOST_ADAPTER_LOADERS, HostAdapterLoadError, loadHostAdapter } from './loadHostAdapter';

describe('loadHostAdapter', () => {
  it('has a loader for every host id', () => {
    expect(Object.keys(HOST_ADAPTER_LOADERS).sort()).toEqual([...HOST_IDS].sort());
  });

  it('names each adapter chunk host-<id>', () => {
    const source = readFileSync(join(__dirname, 'loadHostAdapter.ts'), 'utf8');
    const chunks = [...source.matchAll(/webpackChunkName: "host-([A-Za-z]+)"/g)].map((m) => m[1]);
    expect(chunks.sort()).toEqual([...HOST_IDS].sort());
  });

  it.each(HOST_IDS)(
    'loads the %s adapter from its chunk as a value of the one shape',
    async (id) => {
      const adapter = await loadHostAdapter(id);
      expect(adapter).toMatchObject({
        id,
        signIn: expect.any(Function),
        verbs: expect.any(Function),
      });
    },
  );

  describe('when the chunk cannot be loaded', () => {
    it('rejects with the host named and the cause kept', async () => {
      const error = await loadHostAdapter('nowhere' as HostId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HostAdapterLoadError);
      expect(error).toMatchObject({
        hostId: 'nowhere',
        message: 'The nowhere host adapter could not be loaded',
      });
      expect((error as Error).cause).toBeInstanceOf(TypeError);
    });

    it('rejects the same way when the module itself fails', async () => {
      jest.doMock('./web/webAdapter', () => {
        throw new Error('ChunkLoadError: Loading chunk host-web failed');
      });
      await jest.isolateModulesAsync(async () => {
        const isolated = await import('./loadHostAdapter');
        await expect(isolated.loadHostAdapter('web')).rejects.toMatchObject({
          name: 'HostAdapterLoadError',
          hostId: 'web',
        });
      });
      jest.dontMock('./web/webAdapter');
    });
  });
});
