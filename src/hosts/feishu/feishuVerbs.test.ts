import { createFakeFeishu, installFeishu } from '../shared/testing/fakeOfficeSuites';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { feishuVerbs } from './feishuVerbs';

afterEach(resetHostGlobals);

describe('Feishu verbs', () => {
  it('toasts, previews, scans and closes through tt', async () => {
    const fake = createFakeFeishu({ code: 'x' });
    installFeishu(fake);
    await feishuVerbs.toast?.('saved');
    await feishuVerbs.previewImages?.(['a.png'], 'a.png');
    await expect(feishuVerbs.scan?.()).resolves.toBe('SCANNED');
    await expect(feishuVerbs.close?.()).resolves.toBeUndefined();
    expect(fake.toasts).toEqual(['saved']);
  });

  it('rejects a failed close as an SDK error', async () => {
    const fake = createFakeFeishu({ code: 'x' });
    fake.tt.closeWindow = (options) => options?.fail?.({ errno: 1, errString: 'denied' });
    installFeishu(fake);
    await expect(feishuVerbs.close?.()).rejects.toThrow('SDK returned error: denied');
  });

  it('leaves links and pickers to the base bridge', () => {
    expect(feishuVerbs.openLink).toBeUndefined();
    expect(feishuVerbs.chooseImage).toBeUndefined();
  });
});
