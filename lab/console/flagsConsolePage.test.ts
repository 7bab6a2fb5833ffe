import { CONSOLE_SCRIPT, consoleContentSecurityPolicy, flagsConsolePage } from './flagsConsolePage';

const inlineBlocks = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({
    attributes: m[1],
    body: m[2],
  }));

describe('the flag console page', () => {
  const html = flagsConsolePage('dGVzdC1ub25jZQ==');

  it('is a complete English HTML document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('has exactly one inline script and one inline style, both carrying the nonce', () => {
    const scripts = inlineBlocks(html, 'script');
    const styles = inlineBlocks(html, 'style');
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(scripts[0].attributes).toBe(' nonce="dGVzdC1ub25jZQ=="');
    expect(styles[0].attributes).toBe(' nonce="dGVzdC1ub25jZQ=="');
  });

  it('makes a fresh nonce when called without one', () => {
    const nonceOf = (page: string) => /<script nonce="([^"]+)">/.exec(page)?.[1];
    const first = nonceOf(flagsConsolePage());
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(flagsConsolePage())).not.toBe(first);
  });

  it('refuses a nonce that could break out of its attribute', () => {
    expect(() => flagsConsolePage('x" onload="alert(1)')).toThrow(/nonce/);
  });

  it('references no external URL: no scheme, no protocol-relative link, no src, no url()', () => {
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/["'(]\/\//);
    expect(html).not.toMatch(/\ssrc=/i);
    expect(html).not.toMatch(/\burl\(|@import/i);
    expect(html).not.toMatch(/<(link|iframe|img|object|embed)\b/i);
    // Every request the script makes is an absolute path on this origin.
    const paths = [...CONSOLE_SCRIPT.matchAll(/api\('(?:GET|POST)', '([^']+)'/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) expect(path).toMatch(/^\/__lab\//);
  });

  it('ships a script that parses and never feeds HTML to the DOM', () => {
    expect(() => new Function(CONSOLE_SCRIPT)).not.toThrow();
    expect(CONSOLE_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(CONSOLE_SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(CONSOLE_SCRIPT).not.toMatch(/\beval\(|new Function/);
  });

  it('gives the status region aria-live and the tables captions and scoped headers', () => {
    expect(html).toMatch(/id="status"[^>]*aria-live="polite"/);
    expect(inlineBlocks(html, 'caption')).toHaveLength(4);
    expect(html).toContain('<th scope="col">Key</th>');
  });
});

describe('the console content security policy', () => {
  it("allows only 'self' and the nonce, never inline code in general", () => {
    const policy = consoleContentSecurityPolicy('abc');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("style-src 'self' 'nonce-abc'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-|\*|https?:|data:/);
  });
});
