import { fetchRegistry } from './fetchRegistry';
import { RegistryError } from './RegistryError';
import { collectedWarnings, scriptedFetch } from './testing/scriptedFetch';

const PRIMARY = 'https://registry.test/apps';
const FALLBACK = 'https://backup.test/apps';

const { warn } = collectedWarnings();

describe('fetchRegistry failures', () => {
  describe('when every try fails', () => {
    it('rejects with a RegistryError naming each url tried and its reason', async () => {
      const { fetchJson } = scriptedFetch({
        [PRIMARY]: [new Error('timeout'), new Error('HTTP 502')],
        [FALLBACK]: [[]],
      });
      const failure = fetchRegistry({ url: PRIMARY, fallbackUrl: FALLBACK, fetchJson, warn });
      await expect(failure).rejects.toThrow(
        `The micro-app registry could not be loaded; tried ${PRIMARY} (timeout); ` +
          `${PRIMARY} (HTTP 502); ${FALLBACK} (The micro-app registry has no APPLICATION)`,
      );
      await expect(failure).rejects.toMatchObject({
        attempts: [
          { url: PRIMARY, reason: 'timeout' },
          { url: PRIMARY, reason: 'HTTP 502' },
          { url: FALLBACK, reason: 'The micro-app registry has no APPLICATION' },
        ],
      });
    });

    it('stops after two tries when there is no fallback', async () => {
      const { fetchJson, requested } = scriptedFetch({
        [PRIMARY]: [new Error('a'), new Error('b')],
      });
      await expect(fetchRegistry({ url: PRIMARY, fetchJson, warn })).rejects.toBeInstanceOf(
        RegistryError,
      );
      expect(requested).toEqual([PRIMARY, PRIMARY]);
    });

    it('describes thrown non-errors and very long reasons readably', async () => {
      const fetchJson = jest
        .fn<Promise<unknown>, [string]>()
        .mockRejectedValueOnce('offline')
        .mockRejectedValueOnce(new Error('x'.repeat(1000)));
      const failure = fetchRegistry({ url: PRIMARY, fetchJson, warn });
      await expect(failure).rejects.toMatchObject({
        attempts: [{ reason: 'offline' }, { reason: `${'x'.repeat(200)}…` }],
      });
    });

    it('survives a fetch function that throws instead of rejecting', async () => {
      const fetchJson = jest.fn((): Promise<unknown> => {
        throw new TypeError('bad url');
      });
      await expect(fetchRegistry({ url: PRIMARY, fetchJson, warn })).rejects.toBeInstanceOf(
        RegistryError,
      );
      expect(fetchJson).toHaveBeenCalledTimes(2);
    });
  });
});
