import { chooseStartHints, fileList, START_HINT_ATTRIBUTES } from './chooseStartHints';

const DINGTALK_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 DingTalk/7.5.0';
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

const TAG: Record<string, string> = {
  [START_HINT_ATTRIBUTES.host('web')]: '/js/host-web.1.js',
  [START_HINT_ATTRIBUTES.host('dingtalk')]: '/js/host-dingtalk.2.js /js/shared.3.js',
  [START_HINT_ATTRIBUTES.host('kk')]: '/js/host-kk.4.js',
  [START_HINT_ATTRIBUTES.frame(true)]: '/js/frame-phone.5.js',
  [START_HINT_ATTRIBUTES.frame(false)]: '/js/frame-desktop.6.js',
};

function hints(search: string, userAgent: string, storage = tabStorage()): string[] {
  return chooseStartHints({
    attribute: (name) => TAG[name] ?? null,
    search,
    userAgent,
    tabStorage: storage,
  });
}

function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the start hints', () => {
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
  });

  it('name the DingTalk adapter and the phone frame inside DingTalk on a phone', () => {
    expect(hints('?corpId=ding1', DINGTALK_PHONE)).toEqual([
      '/js/host-dingtalk.2.js',
      '/js/shared.3.js',
      '/js/frame-phone.5.js',
    ]);
  });

  it('name only the web adapter and the desktop frame in a desktop browser', () => {
    expect(hints('', DESKTOP_BROWSER)).toEqual(['/js/host-web.1.js', '/js/frame-desktop.6.js']);
  });

  it('follow the sdkName the shell follows, also on a reload that lost it from the address', () => {
    const storage = tabStorage();
    expect(hints('?sdkName=kk', DESKTOP_BROWSER, storage)[0]).toBe('/js/host-kk.4.js');
    expect(hints('', DESKTOP_BROWSER, storage)[0]).toBe('/js/host-kk.4.js');
  });

  it('name nothing for a host the build wrote no list for', () => {
    expect(hints('?sdkName=someRemoteHost', DESKTOP_BROWSER)).toEqual(['/js/frame-desktop.6.js']);
  });

  it('read a missing or blank list as no files', () => {
    expect(fileList(null)).toEqual([]);
    expect(fileList(' /a.js  /b.js ')).toEqual(['/a.js', '/b.js']);
  });
});
