import { createTestDeps, createTestEnv } from './core/testing/hostTestKit';
import { createFakeSignInContext } from './shared/testing/fakeSignInContext';
import { UnsupportedFeatureError } from './core/UnsupportedFeatureError';
import { loadHostBridge } from './loadHostBridge';

describe('loadHostBridge', () => {
  it('loads the plain web bridge, complete with the base verbs', async () => {
    const env = createTestEnv();
    const bridge = await loadHostBridge({ id: 'web', deps: createTestDeps(env, 'en-US') });
    expect(bridge).toMatchObject({ id: 'web', variant: 'web' });
    const context = createFakeSignInContext({ params: { code: 'c-1' } });
    await expect(bridge.signIn(context)).resolves.toMatchObject({ kind: 'signed-in' });
    expect(context.identityCodes).toEqual(['c-1']);
    await bridge.toast('hi');
    await expect(bridge.scan()).rejects.toBeInstanceOf(UnsupportedFeatureError);
    expect(env.alerts).toEqual(['hi', 'not supported']);
  });

  it('gives an embedded host the embedded refusal text', async () => {
    const env = createTestEnv();
    const bridge = await loadHostBridge({ id: 'hzbank', deps: createTestDeps(env) });
    await expect(bridge.share({ title: 't' })).rejects.toMatchObject({ alerted: true });
    expect(env.alerts).toEqual(['暂不支持，请咨询系统管理员']);
  });
});
