import { loadScriptOnce } from './loadScriptOnce';

afterEach(() => {
  delete window.__expenseStartCalls;
  document.head.innerHTML = '';
});

function earlyScript(url: string, load: Promise<void>): void {
  window.__expenseStartCalls = { closed: false, calls: [], scripts: { [url]: load } };
}

describe('loading a host SDK once', () => {
  it('takes the load the start-calls script already started instead of adding the script again', async () => {
    earlyScript('https://sdk.test/a.js', Promise.resolve());
    await loadScriptOnce('https://sdk.test/a.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds the script itself when the early load failed', () => {
    earlyScript('https://sdk.test/b.js', Promise.reject(new Error('offline')));
    void loadScriptOnce('https://sdk.test/b.js').catch(() => undefined);
    return Promise.resolve().then(() => {
      const scripts = [...document.head.querySelectorAll('script')];
      expect(scripts.map((script) => script.src)).toEqual(['https://sdk.test/b.js']);
    });
  });

  it('adds the script when nothing started it before', () => {
    void loadScriptOnce('https://sdk.test/c.js').catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
