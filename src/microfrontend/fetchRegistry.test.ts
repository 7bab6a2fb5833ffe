import { fetchRegistry } from './fetchRegistry';
import { RegistryError } from './RegistryError';
import { collectedWarnings, scriptedFetch } from './testing/scriptedFetch';
import { rawEntry } from './testing/registryEntry';

const PRIMARY = 'https://registry.test/apps';
const FALLBACK = 'https://backup.test/apps';

const { warnings, warn } = collectedWarnings();

describe('fetchRegistry', () => {
  describe('when neither a url nor a script list is configured', () => {
    it.each([{}, { url: '' }, { url: '   ' }, { fallbackUrl: FALLBACK }])(
      'fails with a clear error and fetches nothing (%p)',
      async (config) => {
        const { fetchJson } = scriptedFetch({});
        await expect(fetchRegistry({ ...config, fetchJson, warn })).rejects.toThrow(
          new RegistryError(
            'No micro-app registry configured: set registryUrl or a registry script list',
          ),
        );
        expect(fetchJson).not.toHaveBeenCalled();
      },
    );
  });

  describe('when a script list is given', () => {
    it('validates it without fetching, even if a url is set too', async () => {
      const { fetchJson } = scriptedFetch({});
      const apps = await fetchRegistry({ url: PRIMARY, scriptList: [rawEntry()], fetchJson, warn });
      expect(apps.map((app) => app.name)).toEqual(['bills']);
      expect(fetchJson).not.toHaveBeenCalled();
    });

    it('fails as the validator does when the list is not a list', async () => {
      const { fetchJson } = scriptedFetch({});
      await expect(fetchRegistry({ scriptList: 'bills', fetchJson, warn })).rejects.toThrow(
        'The micro-app registry must be a list',
      );
    });
  });

  describe('when the registry answers at once', () => {
    it('returns the validated entries after one request', async () => {
      const { fetchJson, requested } = scriptedFetch({ [PRIMARY]: [[rawEntry(), { name: '' }]] });
      const apps = await fetchRegistry({ url: PRIMARY, fallbackUrl: FALLBACK, fetchJson, warn });
      expect(apps.map((app) => app.name)).toEqual(['bills']);
      expect(requested).toEqual([PRIMARY]);
      expect(warnings).toEqual([expect.stringContaining('entry #1 dropped')]);
    });
  });

  describe('when the first try fails', () => {
    it('tries the registry url a second time before the fallback', async () => {
      const { fetchJson, requested } = scriptedFetch({
        [PRIMARY]: [new Error('socket hang up'), [rawEntry()]],
      });
      const apps = await fetchRegistry({ url: PRIMARY, fallbackUrl: FALLBACK, fetchJson, warn });
      expect(apps).toHaveLength(1);
      expect(requested).toEqual([PRIMARY, PRIMARY]);
      expect(warnings).toEqual([
        `Micro-app registry try 1 of 3 failed: ${PRIMARY}: socket hang up`,
      ]);
    });
  });

  describe('when the registry url fails twice', () => {
    it('falls back to the fallback url once', async () => {
      const { fetchJson, requested } = scriptedFetch({
        [PRIMARY]: [new Error('503'), new Error('503')],
        [FALLBACK]: [[rawEntry({ name: 'backup' })]],
      });
      const apps = await fetchRegistry({ url: PRIMARY, fallbackUrl: FALLBACK, fetchJson, warn });
      expect(apps.map((app) => app.name)).toEqual(['backup']);
      expect(requested).toEqual([PRIMARY, PRIMARY, FALLBACK]);
    });

    it('treats a body that is not a usable registry as a failed try', async () => {
      const { fetchJson, requested } = scriptedFetch({
        [PRIMARY]: ['<html>', { data: [] }],
        [FALLBACK]: [[rawEntry()]],
      });
      await expect(
        fetchRegistry({ url: PRIMARY, fallbackUrl: FALLBACK, fetchJson, warn }),
      ).resolves.toHaveLength(1);
      expect(requested).toEqual([PRIMARY, PRIMARY, FALLBACK]);
    });
  });
});
