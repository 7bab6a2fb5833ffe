import { createServer } from 'node:http';
import { attachFlagServer } from './attachFlagServer';
import { FlagDefinitionError } from './FlagDefinitionError';
import { writeDefinitions } from './testing/flagFixtures';
import { startFlagTestServer } from './testing/startFlagTestServer';

describe('attaching the flag server', () => {
  it('serves the shipped definitions by default', async () => {
    const flags = await startFlagTestServer();
    try {
      const keys = flags.flags.repository.listFlags().map((flag) => flag.key);
      expect(keys).toEqual(expect.arrayContaining(['module-bills', 'upload-file-types']));
    } finally {
      await flags.close();
    }
  });

  it('refuses to start on broken definitions, naming the file', () => {
    const definitionsDir = writeDefinitions({ flags: '{}' });
    expect(() => attachFlagServer(createServer(), { definitionsDir })).toThrow(FlagDefinitionError);
    expect(() => attachFlagServer(createServer(), { definitionsDir })).toThrow(/flags\.json/);
  });

  it('stamps flags with the clock it is given', async () => {
    const flags = await startFlagTestServer({ now: () => Date.parse('2030-01-01T00:00:00Z') });
    try {
      expect(flags.flags.repository.getFlag('module-bills')?.updatedAt).toBe(
        '2030-01-01T00:00:00.000Z',
      );
    } finally {
      await flags.close();
    }
  });

  it('can be closed twice', async () => {
    const flags = await startFlagTestServer();
    await flags.flags.close();
    await expect(flags.close()).resolves.toBeUndefined();
  });
});
