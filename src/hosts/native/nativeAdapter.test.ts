import { fakeAndroidWrapper } from '../core/testing/fakeAndroidWrapper';
import { removeFrames } from '../core/testing/frameWindow';
import { verbsOf } from '../core/testing/hostTestKit';
import { encodeHostStorageValue } from './hostStorageCodec';
import { nativeAdapter } from './nativeAdapter';

/** A fake Android wrapper, and the native adapter's verbs on its page. */
function wrapperVerbs(...wrapper: Parameters<typeof fakeAndroidWrapper>) {
  const { env, calls } = fakeAndroidWrapper(...wrapper);
  return { env, calls, verbs: verbsOf(nativeAdapter, env) };
}

afterEach(removeFrames);

describe('the native adapter', () => {
  it('is the embedded variant of the native host', () => {
    expect(nativeAdapter).toMatchObject({ id: 'native', variant: 'embedded' });
  });

  it('toasts for 3 s from bridge 0.9.80 and for 3000 ms before it', async () => {
    const current = wrapperVerbs('0.9.80');
    await current.verbs.toast?.('Saved');
    expect(current.calls).toEqual([{ method: 'toast', params: { message: 'Saved', duration: 3 } }]);
    const older = wrapperVerbs('0.9.76');
    await older.verbs.toast?.('Saved');
    expect(older.calls).toEqual([
      { method: 'toast', params: { message: 'Saved', duration: 3000 } },
    ]);
  });

  describe('storage', () => {
    it('goes to the wrapper, escaped, from bridge 0.9.76', async () => {
      const stored = encodeHostStorageValue(`{"a":'b'}`);
      const { verbs, calls } = wrapperVerbs('0.9.76', (call) =>
        call.method === 'getStorage' ? { code: 0, data: stored } : { code: 0 },
      );
      await verbs.storageSet?.('k', `{"a":'b'}`);
      await expect(verbs.storageGet?.('k')).resolves.toBe(`{"a":'b'}`);
      await verbs.storageRemove?.('k');
      await verbs.storageClear?.();
      expect(calls).toEqual([
        { method: 'setStorage', params: { key: 'k', value: stored } },
        { method: 'getStorage', params: { key: 'k' } },
        { method: 'removeStorage', params: { key: 'k' } },
        { method: 'clearStorage', params: {} },
      ]);
    });

    it('answers null for a missing or unreadable value', async () => {
      const answers = [{ code: 0 }, { code: 0, data: '%E0%A4%A' }];
      const { verbs, env } = wrapperVerbs('0.9.80', () => answers.shift() ?? { code: 0 });
      await expect(verbs.storageGet?.('a')).resolves.toBeNull();
      await expect(verbs.storageGet?.('b')).resolves.toBeNull();
      expect(env.log.lines).toEqual([
        { level: 'warn', message: 'Host storage held an unreadable value for b' },
      ]);
    });

    it('is left to local storage below bridge 0.9.76', () => {
      expect(wrapperVerbs('0.9.75').verbs.storageGet).toBeUndefined();
    });
  });

  it.each([
    ['0.9.70', 'setNavigationBar'],
    ['0.9.71', 'setNavBarStyle'],
  ])('at bridge %p styles the navigation bar with %p', async (version, method) => {
    const { verbs, calls } = wrapperVerbs(version);
    await verbs.setNavigationBar?.({ title: 'Bills', color: 'white' });
    expect(calls).toEqual([{ method, params: { title: 'Bills', color: 'white' } }]);
  });

  it('opens light apps, previews images and closes through named calls', async () => {
    const { verbs, calls } = wrapperVerbs('0.9.80');
    await verbs.openLightApp?.('app-1', '/home');
    await verbs.previewImages?.(['a.png', 'b.png'], 'b.png');
    await verbs.close?.();
    expect(calls).toEqual([
      { method: 'openLightApp', params: { appId: 'app-1', path: '/home' } },
      { method: 'previewImages', params: { urls: ['a.png', 'b.png'], current: 'b.png' } },
      { method: 'close', params: {} },
    ]);
  });

  it('reads person info and refuses one without an id', async () => {
    const answers = [
      { code: 0, data: { id: 'u1', name: 'Li' } },
      { code: 0, data: { name: 'x' } },
    ];
    const { verbs } = wrapperVerbs('0.9.80', () => answers.shift() ?? { code: 0 });
    await expect(verbs.getPersonInfo?.()).resolves.toEqual({ id: 'u1', name: 'Li' });
    await expect(verbs.getPersonInfo?.()).rejects.toMatchObject({ code: 'malformed' });
  });

  it('chooses up to 9 images compressed to 0.25 by default, asking the wrapper once if it can', async () => {
    const data = { localIds: ['local://1'], fileName: ['a.jpg'] };
    const { verbs, calls } = wrapperVerbs('0.9.80', (call) =>
      call.method === 'canIUse' ? { code: 0, data: true } : { code: 0, data },
    );
    await expect(verbs.chooseImage?.()).resolves.toEqual([{ name: 'a.jpg', url: 'local://1' }]);
    await verbs.chooseImage?.({ count: 1, compress: 1, source: ['camera'] });
    expect(calls).toEqual([
      { method: 'canIUse', params: { method: 'chooseImage' } },
      { method: 'chooseImage', params: { count: 9, compress: 0.25, source: ['album', 'camera'] } },
      { method: 'chooseImage', params: { count: 1, compress: 1, source: ['camera'] } },
    ]);
  });

  describe('features the wrapper may lack', () => {
    it('refuses as unsupported what the 0.9.80 capability check says no to, without calling it', async () => {
      const { verbs, calls } = wrapperVerbs('0.9.80', (call) =>
        call.method === 'canIUse' ? { code: 0, data: { available: false } } : { code: 0 },
      );
      await expect(verbs.scan?.()).rejects.toMatchObject({ code: 'unsupported' });
      expect(calls.map((call) => call.method)).toEqual(['canIUse']);
    });

    it('calls an older wrapper straight away, which refuses with its own code', async () => {
      const { verbs, calls } = wrapperVerbs('0.9.76', () => ({ code: 40004 }));
      await expect(verbs.scan?.({ type: 'barCode' })).rejects.toMatchObject({
        code: 40004,
      });
      expect(calls).toEqual([{ method: 'scan', params: { type: 'barCode' } }]);
    });

    it('shares with the wrapper’s field names and the default image', async () => {
      const { verbs, calls } = wrapperVerbs('0.9.76');
      await verbs.share?.({
        title: '报销单',
        content: '请审批',
        url: 'https://a.example/b',
      });
      expect(calls[0]).toEqual({
        method: 'share',
        params: {
          title: '报销单',
          desc: '请审批',
          link: 'https://a.example/b',
          imgUrl: expect.stringMatching(/test-file-stub$/),
        },
      });
    });

    it('sends a proxied request itself, for the native upload of a picked file', async () => {
      const { verbs, calls } = wrapperVerbs('0.9.76', () => ({
        code: 0,
        data: { value: { id: 'f1' } },
      }));
      const request = {
        url: '/api/v1/attachment/attachments/uploadFile',
        method: 'POST' as const,
        serializer: 'form' as const,
        data: { filePath: 'local://1' },
      };
      await expect(verbs.proxyRequest?.(request)).resolves.toEqual({ value: { id: 'f1' } });
      expect(calls).toEqual([{ method: 'proxyRequest', params: request }]);
    });
  });
});
