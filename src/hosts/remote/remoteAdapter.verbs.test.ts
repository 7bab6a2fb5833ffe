import { verbsOf } from '../core/testing/hostTestKit';
import { installOpenPlatformSdk as installSdk } from '../shared/testing/fakeOpenPlatformSdk';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { remoteAdapter } from './remoteAdapter';

afterEach(resetHostGlobals);

describe('the remote adapter verbs', () => {
  it('call dotted open-platform actions', async () => {
    const invoke = installSdk(async () => undefined);
    const verbs = verbsOf(remoteAdapter);
    await verbs.toast?.('Saved');
    await verbs.setNavigationBar?.({ title: 'Bills' });
    await verbs.openLink?.('https://a.example');
    await verbs.previewImages?.(['a.png'], 'a.png');
    await verbs.share?.({
      title: 'T',
      content: 'C',
      url: 'https://u',
      image: 'https://i',
      type: 'link',
    });
    await verbs.close?.();
    expect(invoke.mock.calls).toEqual([
      ['util.toast', { message: 'Saved', duration: 3000 }],
      ['navbar.setTitle', { title: 'Bills' }],
      ['webview.openLink', { url: 'https://a.example' }],
      ['media.previewImage', { urls: ['a.png'], current: 'a.png' }],
      [
        'share.share',
        { title: 'T', content: 'C', url: 'https://u', image: 'https://i', type: 'link' },
      ],
      ['webview.close', undefined],
    ]);
  });

  it('gets an auth code and chooses images', async () => {
    installSdk(async (action) =>
      action === 'webview.getAuthCode' ? { code: 'c1' } : { localIds: ['l1'], fileName: ['a.jpg'] },
    );
    const verbs = verbsOf(remoteAdapter);
    await expect(verbs.getAuthCode?.()).resolves.toBe('c1');
    await expect(verbs.chooseImage?.()).resolves.toEqual([{ name: 'a.jpg', url: 'l1' }]);
  });

  it('reject with the mapped SDK error', async () => {
    installSdk(() => Promise.reject({ code: 40004, message: 'x' }));
    await expect(verbsOf(remoteAdapter).close?.()).rejects.toMatchObject({
      failure: 'platform-unsupported',
    });
  });
});
