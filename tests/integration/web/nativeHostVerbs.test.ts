import { composeBridge } from '@shell/hosts/core/composeBridge';
import { createTestDeps, createTestEnv } from '@shell/hosts/core/testing/hostTestKit';
import type { HostBridge } from '@shell/hosts';
import { nativeAdapter } from '@shell/hosts/native/nativeAdapter';
import { loadSdkInDom, type SdkPage } from '../../../lab/hosts/testing/loadSdkInDom';
import { startHostsLab, type HostsLab } from '../../../lab/hosts/testing/startHostsLab';

const NATIVE_AGENT = 'Mozilla/5.0 (Linux; Android 14) ExpenseNative/9.60.0 Bridge/0.9.80 (Android)';

describe('the native wrapper’s features, through the lab’s fake wrapper', () => {
  let lab: HostsLab;
  let page: SdkPage;
  let bridge: HostBridge;
  let alerts: string[];
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());
  beforeEach(async () => {
    page = await loadSdkInDom(lab, '/__lab/hosts/native/sdk.js', { path: '/?type=eBridge' });
    const env = createTestEnv({
      window: page.window as unknown as Window,
      userAgent: NATIVE_AGENT,
    });
    alerts = env.alerts;
    bridge = composeBridge(nativeAdapter, createTestDeps(env));
  });
  afterEach(() => page.close());

  const calls = () =>
    (page.window.__labHostCalls as { method: string; args: unknown }[]).map(({ method, args }) => ({
      method,
      args,
    }));

  it('toasts for 3 s on a 0.9.80 wrapper', async () => {
    await bridge.toast('已保存');
    expect(calls()).toContainEqual({ method: 'toast', args: { message: '已保存', duration: 3 } });
  });

  it('shares in the wrapper’s field names, with the default image when none is given', async () => {
    await bridge.share({ title: '差旅报销单', desc: '请审批', link: `${lab.url}/bills/B1` });
    const shared = calls().find((call) => call.method === 'share')?.args as Record<string, string>;
    expect(shared).toMatchObject({
      title: '差旅报销单',
      desc: '请审批',
      link: `${lab.url}/bills/B1`,
    });
    expect(shared.imgUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('asks first whether it can scan, then alerts that it cannot, without calling the scanner', async () => {
    await expect(bridge.scan()).rejects.toMatchObject({ name: 'UnsupportedFeatureError' });
    expect(alerts).toEqual(['暂不支持，请咨询系统管理员']);
    expect(calls().map((call) => call.method)).toEqual(['canIUse']);
  });

  it('gives a picked photo as data with the wrapper’s own path, so the wrapper can upload it', async () => {
    const [photo] = await bridge.chooseImage();
    expect(photo).toMatchObject({
      name: '现场照片.jpg',
      url: expect.stringMatching(/^data:image\/jpeg;base64,/),
      hostPath: expect.stringMatching(/^expense-local:/),
    });
  });
});
