import { addScripts, afterScriptsRan, preloadScripts } from './preloadScripts';

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

  it('adds the start-calls script to run as soon as it is in', () => {
    addScripts(['/js/start-calls.1.js']);
    const [script] = [...document.head.querySelectorAll('script')];
    expect(new URL(script?.src ?? '').pathname).toBe('/js/start-calls.1.js');
    expect(script?.async).toBe(true);
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
