import { JSDOM } from 'jsdom';
import {
  LAB_CONSOLE_SCRIPT,
  labConsoleContentSecurityPolicy,
  labConsolePage,
} from './labConsolePage';

const inlineBlocks = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({
    attributes: m[1],
    body: m[2],
  }));

describe('the lab console page', () => {
  const html = labConsolePage('dGVzdC1ub25jZQ==');
  const doc = new JSDOM(html).window.document;

  it('is a complete English HTML document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Lab console</title>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('has exactly one inline script and one inline style, both carrying the nonce', () => {
    const scripts = inlineBlocks(html, 'script');
    const styles = inlineBlocks(html, 'style');
    expect(scripts.map((s) => s.attributes)).toEqual([' nonce="dGVzdC1ub25jZQ=="']);
    expect(styles.map((s) => s.attributes)).toEqual([' nonce="dGVzdC1ub25jZQ=="']);
  });

  it('refuses a nonce that could break out of its attribute', () => {
    expect(() => labConsolePage('x" onload="alert(1)')).toThrow(/nonce/);
  });

  it('has no inline handler, no style attribute and no external URL', () => {
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/["'(]\/\//);
    expect(html).not.toMatch(/\ssrc=/i);
  });

  it('ships a script that parses and never feeds HTML to the DOM', () => {
    expect(() => new Function(LAB_CONSOLE_SCRIPT)).not.toThrow();
    expect(LAB_CONSOLE_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(LAB_CONSOLE_SCRIPT).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
    );
    expect(LAB_CONSOLE_SCRIPT).not.toMatch(/\beval\(|new Function/);
  });

  it('asks only this origin, under /__lab/', () => {
    const paths = [...LAB_CONSOLE_SCRIPT.matchAll(/(?:api|labApi)\('[A-Z]+', '([^']+)'/g)];
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const [, path] of paths) expect(path).toMatch(/^\/__lab\//);
  });

  it('links the flag console and starts with a skip link to the main landmark', () => {
    expect(doc.querySelector('a[href="/__lab/console/flags"]')).not.toBeNull();
    const first = doc.querySelector('body a, body button, body input, body select');
    expect(first?.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('main')?.id).toBe('main');
  });

  it('gives every section a heading and every panel a polite live summary', () => {
    const sections = [...doc.querySelectorAll('section')];
    expect(sections).toHaveLength(7);
    for (const section of sections) {
      const heading = doc.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading?.tagName).toMatch(/^H[23]$/);
    }
    for (const id of ['apps', 'journal', 'faults', 'scenarios', 'flags']) {
      expect(doc.getElementById(`${id}-summary`)?.getAttribute('aria-live')).toBe('polite');
    }
    expect(doc.getElementById('lab-alerts')?.getAttribute('role')).toBe('alert');
  });
});

describe('the lab console content security policy', () => {
  it("allows only 'self', the nonce and same-origin frames", () => {
    const policy = labConsoleContentSecurityPolicy('abc');
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("style-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toMatch(/unsafe-|\*|https?:|data:/);
  });
});
