import {
  forgetTabSession,
  hasCredentials,
  readTabSession,
  rememberEntryValue,
  rememberTabSession,
  withRememberedEntry,
} from './tabSession';

function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("a tab's remembered entry", () => {
  it("gives a reload of an inner page the host's entry parameters back", () => {
    const storage = tabStorage();
    withRememberedEntry('?corpId=ww1&ekbCorpId=corp&auth_code=once', storage);
    expect(withRememberedEntry('', storage)).toBe('?ekbCorpId=corp&corpId=ww1');
  });

  it('never remembers a single-use code', () => {
    const storage = tabStorage();
    withRememberedEntry('?sdkName=kk&code=abc', storage);
    expect(withRememberedEntry('?x=1', storage)).toBe('?x=1&sdkName=kk');
  });

  it('lets a fresh entry replace what was remembered', () => {
    const storage = tabStorage();
    withRememberedEntry('?sdkName=kk', storage);
    expect(withRememberedEntry('?type=eBridge', storage)).toBe('?type=eBridge');
    expect(withRememberedEntry('', storage)).toBe('?type=eBridge');
  });

  it('ignores a tampered store', () => {
    const storage = tabStorage();
    storage.setItem('expense.entry', '{"sdkName": 7, "corpId": ["x"]');
    expect(withRememberedEntry('', storage)).toBe('');
  });

  it("adds the chat app's corp id from its session when the address had none", () => {
    const storage = tabStorage();
    withRememberedEntry('?ekbCorpId=corp&auth_code=once', storage);
    rememberEntryValue(storage, 'corpId', 'ww9');
    expect(new URLSearchParams(withRememberedEntry('', storage)).get('corpId')).toBe('ww9');
  });

  it('knows an address that brings a credential', () => {
    expect(hasCredentials('?ticket=t')).toBe(true);
    expect(hasCredentials('?corpId=ww1')).toBe(false);
  });
});

describe("a tab's remembered host session", () => {
  it('comes back for the same host only', () => {
    const storage = tabStorage();
    rememberTabSession(storage, 'wecom', { accessToken: 'tok', corporationId: 'corp' });
    expect(readTabSession(storage, 'wecom')?.session).toEqual({
      accessToken: 'tok',
      corporationId: 'corp',
      userId: undefined,
      wxCorpId: undefined,
    });
    expect(readTabSession(storage, 'dingtalk')).toBeNull();
  });

  it('is gone once forgotten, and reads as none when malformed', () => {
    const storage = tabStorage();
    rememberTabSession(storage, 'hzbank', { accessToken: 'tok' });
    forgetTabSession(storage);
    expect(readTabSession(storage, 'hzbank')).toBeNull();
    storage.setItem('expense.tabSession', '{"host":"hzbank","session":{"accessToken":5}}');
    expect(readTabSession(storage, 'hzbank')).toBeNull();
  });
});
