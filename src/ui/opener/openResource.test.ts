import { openResource, type ResourceHandlers } from './openResource';
import { resolveResource } from './resolveResource';

const URL_ = 'https://trip.example.com/go';

function fakeHandlers(result = true) {
  return {
    mallRedirect: jest.fn(() => result),
    openLink: jest.fn(() => result),
    layoutLink: jest.fn(() => result),
    newWindow: jest.fn(() => result),
    slide: jest.fn(() => result),
    iframe: jest.fn(() => result),
    remoteComponent: jest.fn(() => result),
    showError: jest.fn<void, [string]>(),
  } satisfies ResourceHandlers;
}

describe('resolveResource', () => {
  it.each([
    [{ sourceType: 'OPEN_LINK', url: URL_ }, true, { kind: 'openLink', url: URL_ }],
    [
      { sourceType: 'OPEN_LINK', url: URL_, isMall: true },
      true,
      { kind: 'mallRedirect', url: URL_ },
    ],
    [{ sourceType: 'OPEN_LINK', link: URL_ }, false, { kind: 'layoutLink', url: URL_ }],
    [{ sourceType: 'WINDOW_OPEN', url: URL_ }, true, { kind: 'newWindow', url: URL_ }],
    [{ sourceType: 'WINDOW_OPEN', url: URL_ }, false, { kind: 'newWindow', url: URL_ }],
    [
      { sourceType: 'IFRAME', url: URL_, title: '差旅' },
      true,
      { kind: 'iframe', url: URL_, title: '差旅' },
    ],
    [
      { sourceType: 'OPEN_LINK', source: URL_, realm: 'MALL' },
      true,
      { kind: 'mallRedirect', url: URL_ },
    ],
    [
      { sourceType: 'OPEN_LINK', source: URL_, data: { isPc: false } },
      true,
      { kind: 'layoutLink', url: URL_ },
    ],
    [
      { sourceType: 'IFRAME', source: URL_, description: '打车订单' },
      false,
      { kind: 'iframe', url: URL_, title: '打车订单' },
    ],
  ])('maps %j (PC %s) to %j', (resource, isPC, action) => {
    expect(resolveResource(resource, { isPC })).toEqual(action);
  });

  it('opens SLIDE in the PC panel on PC and the mobile panel elsewhere', () => {
    expect(resolveResource({ sourceType: 'SLIDE' }, { isPC: true })).toMatchObject({
      kind: 'slide',
      variant: 'pc',
    });
    expect(resolveResource({ sourceType: 'SLIDE' }, { isPC: false })).toMatchObject({
      kind: 'slide',
      variant: 'mobile',
    });
  });

  it('hands any other type to a remote component', () => {
    expect(resolveResource({ sourceType: 'HOTEL_WIDGET', id: 7 }, { isPC: true })).toEqual({
      kind: 'remoteComponent',
      sourceType: 'HOTEL_WIDGET',
      resource: { sourceType: 'HOTEL_WIDGET', id: 7 },
    });
  });

  it('rejects a missing type and an unsafe address', () => {
    expect(resolveResource(null, { isPC: true })).toEqual({
      kind: 'error',
      reason: 'noSourceType',
    });
    expect(
      resolveResource({ sourceType: 'IFRAME', url: 'javascript:alert(1)' }, { isPC: true }),
    ).toEqual({
      kind: 'error',
      reason: 'badAddress',
    });
  });
});

describe('openResource', () => {
  it('calls the one handler its sourceType maps to', () => {
    const handlers = fakeHandlers();
    openResource({ sourceType: 'IFRAME', url: URL_ }, { isPC: true, locale: 'zh-CN' }, handlers);
    expect(handlers.iframe).toHaveBeenCalledWith({ kind: 'iframe', url: URL_, title: undefined });
    expect(handlers.openLink).not.toHaveBeenCalled();
    expect(handlers.showError).not.toHaveBeenCalled();
  });

  describe('when no remote component knows the type', () => {
    it('says so clearly in Chinese and in English', () => {
      const zh = fakeHandlers(false);
      expect(openResource({ sourceType: 'NOPE' }, { isPC: true, locale: 'zh-CN' }, zh)).toEqual({
        kind: 'error',
        reason: 'unknownType',
      });
      expect(zh.showError).toHaveBeenCalledWith('无法打开此资源：不支持的资源类型“NOPE”');
      const en = fakeHandlers(false);
      openResource({ sourceType: 'NOPE' }, { isPC: false, locale: 'en-US' }, en);
      expect(en.showError).toHaveBeenCalledWith(
        'This resource cannot be opened: unsupported source type "NOPE"',
      );
    });
  });

  it('explains a missing type, a bad address and a blocked window', () => {
    const handlers = fakeHandlers(false);
    openResource({}, { isPC: true, locale: 'en-US' }, handlers);
    openResource(
      { sourceType: 'WINDOW_OPEN', url: 'data:text/html,x' },
      { isPC: true, locale: 'en-US' },
      handlers,
    );
    openResource(
      { sourceType: 'WINDOW_OPEN', url: URL_ },
      { isPC: true, locale: 'zh-CN' },
      handlers,
    );
    expect(handlers.showError.mock.calls).toEqual([
      ['This resource cannot be opened: it has no source type'],
      ['This resource cannot be opened: the address is not valid'],
      ['无法打开此资源，请稍后重试'],
    ]);
    expect(handlers.newWindow).toHaveBeenCalledTimes(1);
  });
});
