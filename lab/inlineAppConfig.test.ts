import { JSDOM } from 'jsdom';
import { inlineAppConfig } from './inlineAppConfig';
import { inlineConfigText } from '@shell/config/inlineConfigText';
import { readConfigText } from '@shell/config/loadAppConfig';

const BUILT =
  '<!doctype html><html><head><title>x</title><link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous"/><script defer src="/js/shell.js"></script></head><body></body></html>';

const readBack = (html: string) => {
  const text = inlineConfigText(new JSDOM(html).window.document);
  return text === null ? null : readConfigText(text);
};

describe('the config written into the app document', () => {
  it("takes the place of the file's preload, which then is not fetched for nothing", () => {
    const html = inlineAppConfig(BUILT, { apiBase: '/api' });
    expect(html).not.toContain('href="/app-config.json"');
    expect(html).toContain('<script type="application/json" id="app-config">{"apiBase":"/api"}');
  });

  it('goes before the end of the head when the build has no preload to replace', () => {
    const html = inlineAppConfig('<html><head></head><body></body></html>', { apiBase: '/api' });
    expect(html).toBe(
      '<html><head><script type="application/json" id="app-config">{"apiBase":"/api"}</script></head><body></body></html>',
    );
  });

  it('is read back by the shell as the file would be', () => {
    const parsed = readBack(inlineAppConfig(BUILT, { apiBase: '/api', registryUrl: '/r' }));
    expect(parsed?.problems).toEqual([]);
    expect(parsed?.config.apiBase).toBe('/api');
    expect(parsed?.config.registryUrl).toBe('/r');
  });

  it('cannot be ended early by a value that spells a closing script tag', () => {
    const hostile = '</script><script>alert(1)</script>';
    const html = inlineAppConfig(BUILT, { apiBase: hostile });
    expect(html).not.toContain('</script><script>alert(1)');
    const dom = new JSDOM(html);
    expect(dom.window.document.scripts).toHaveLength(2);
    const text = dom.window.document.getElementById('app-config')?.textContent ?? '';
    expect(JSON.parse(text)).toEqual({ apiBase: hostile });
  });

  it('keeps a "$&" in a value as written, not as a replacement pattern', () => {
    expect(inlineAppConfig(BUILT, { apiBase: '/$&/' })).toContain('{"apiBase":"/$&/"}');
  });
});
