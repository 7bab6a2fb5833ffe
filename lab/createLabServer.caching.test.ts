import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLabServer, type Lab } from './createLabServer';
import { IMMUTABLE } from './staticCacheControl';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-cache-'));
  mkdirSync(path.join(dir, 'js'));
  mkdirSync(path.join(dir, 'modules'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(path.join(dir, 'js/vendor.0123abcd.js'), 'window.vendor = 1;');
  writeFileSync(path.join(dir, 'modules/registry.json'), '[]');
  return dir;
}

describe('the lab’s caching of the production build', () => {
  let lab: Lab;
  const cacheControl = async (pathname: string) =>
    (await fetch(`${lab.url}${pathname}`)).headers.get('cache-control');

  beforeAll(async () => {
    lab = await createLabServer({ port: 0, distDir: fakeBuild() });
  });
  afterAll(() => lab.close());

  it('lets browsers keep content-hashed bundles for a year without asking again', async () => {
    expect(await cacheControl('/js/vendor.0123abcd.js')).toBe(IMMUTABLE);
  });

  it('sends a content-hashed bundle gzipped and whole, to each request alike', async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        fetch(`${lab.url}/js/vendor.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(answer.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(await answer.text()).toBe('window.vendor = 1;');
    }
  });

  it('has browsers ask again for the app document and the static registry', async () => {
    expect(await cacheControl('/')).toBe('no-cache');
    expect(await cacheControl('/bills/1')).toBe('no-cache');
    expect(await cacheControl('/modules/registry.json')).toBe('no-cache');
  });

  it('never lets the generated config or the registry center answer be reused unasked', async () => {
    expect(await cacheControl('/app-config.json')).toMatch(/^no-(cache|store)$/);
    expect(await cacheControl('/api/v1/microapps/registry')).toMatch(/^no-(cache|store)$/);
  });
});
