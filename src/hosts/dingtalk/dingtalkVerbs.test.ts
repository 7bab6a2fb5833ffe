import { createFakeDd } from '../shared/testing/fakeOfficeSuites';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { dingtalkVerbs } from './dingtalkVerbs';

afterEach(resetHostGlobals);

describe('DingTalk verbs', () => {
  it('toasts, opens links, previews, sets the title and closes through the SDK', async () => {
    const calls: Array<{ api: string; options: unknown }> = [];
    window.dd = createFakeDd({ code: 'x' }, 'android', calls);
    await dingtalkVerbs.toast?.('saved');
    await dingtalkVerbs.openLink?.('https://example.test/');
    await dingtalkVerbs.previewImages?.(['a.png'], 'a.png');
    await dingtalkVerbs.setNavigationBar?.({ title: 'Bills' });
    await dingtalkVerbs.close?.();
    expect(calls.map((call) => call.api)).toEqual([
      'toast',
      'openLink',
      'previewImage',
      'setTitle',
      'close',
    ]);
    expect(calls[0]?.options).toMatchObject({ text: 'saved' });
  });

  it('answers the scanned text', async () => {
    window.dd = createFakeDd({ code: 'x' });
    await expect(dingtalkVerbs.scan?.()).resolves.toBe('SCANNED');
  });

  it('rejects as an SDK error when the SDK reports a failure', async () => {
    const dd = createFakeDd({ code: 'x' });
    dd.biz.navigation.close = (options) =>
      options?.onFail?.({ errorCode: 9, errorMessage: 'nope' });
    window.dd = dd;
    await expect(dingtalkVerbs.close?.()).rejects.toThrow('SDK returned error: nope');
  });

  it('rejects when the SDK was never loaded', async () => {
    await expect(dingtalkVerbs.toast?.('x')).rejects.toThrow('SDK returned error');
  });
});
