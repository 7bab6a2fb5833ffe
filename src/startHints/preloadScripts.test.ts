import { afterScriptsRan, preloadScripts } from './preloadScripts';

function addScript(src: string): HTMLScriptElement {
  const tag = document.createElement('script');
  tag.src = src;
  tag.type = 'text/plain';
  document.head.appendChild(tag);
  return tag;
}

describe('preloading the start chunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one script preload per file, in order', () => {
    preloadScripts(['/js/a.1.js', '/js/b.2.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.as, new URL(link.href).pathname])).toEqual([
      ['preload', 'script', '/js/a.1.js'],
      ['preload', 'script', '/js/b.2.js'],
    ]);
  });

  it('settles once every preloaded script has arrived or failed', async () => {
    const settled = jest.fn();
    void preloadScripts(['/js/a.1.js', '/js/b.2.js']).then(settled);
    const [first, second] = [...document.head.querySelectorAll('link')];
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    second.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles at once for no files', async () => {
    await expect(preloadScripts([])).resolves.toBeUndefined();
  });

  it('waits for the named bundle to have run before asking for the later chunks', () => {
    const vendor = addScript('/js/vendor.1.js');
    addScript('/js/shell.2.js');
    const then = jest.fn();
    afterScriptsRan(['/js/vendor.1.js'], then);
    expect(then).not.toHaveBeenCalled();
    vendor.dispatchEvent(new Event('load'));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('asks at once when the page has no tag for the named bundle', () => {
    const then = jest.fn();
    afterScriptsRan(['/js/vendor.1.js'], then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
