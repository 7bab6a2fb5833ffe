import { loadPresets } from './loadPresets';
import { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioApp } from './startScenarioApp';
import { startScenarioApp } from './startScenarioApp';

describe('scenarioMiddleware', () => {
  let engine: ScenarioEngine;
  let app: ScenarioApp;
  beforeEach(async () => {
    engine = new ScenarioEngine({ presets: loadPresets() });
    app = await startScenarioApp(engine);
  });
  afterEach(() => app.close());

  it('lets requests no scenario claims reach the normal routes, unmarked', async () => {
    const answer = await app.call('GET', '/api/account/v2/session');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ value: { id: 'normal-route' } });
    expect(answer.headers.get('x-lab-scenario')).toBeNull();
  });

  it('answers from the active preset and names the scenario and state in a header', async () => {
    engine.activate('qa-1', 'session-401');
    const answer = await app.call('GET', '/api/account/v2/session', { session: 'qa-1' });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({
      error: { code: 'error:common:unauthorized', message: '未登录' },
    });
    expect(answer.headers.get('x-lab-scenario')).toBe('session-401@Started');
  });

  it('keeps a preset to the session that activated it, by header or cookie', async () => {
    engine.activate('qa-1', 'session-401');
    const other = await app.call('GET', '/api/account/v2/session', { session: 'qa-2' });
    expect(other.status).toBe(200);
    const byCookie = await app.call('GET', '/api/account/v2/session', {
      cookie: 'lab-session=qa-1',
    });
    expect(byCookie.status).toBe(401);
  });

  it('lets a WeCom auth code sign in once and refuses it the second time', async () => {
    engine.activate('w', 'wecom-code-reused');
    const body = { authCode: 'code-1', deviceType: 'DESKTOP' };
    const first = await app.call('POST', '/api/wecom/v2/web/session', { session: 'w', body });
    const second = await app.call('POST', '/api/wecom/v2/web/session', { session: 'w', body });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-lab-scenario')).toBe('wecom-code-reused@Started');
    expect(second.status).toBe(401);
    expect(second.headers.get('x-lab-scenario')).toBe('wecom-code-reused@code-used');
  });

  it('matches office-suite presets on both DingTalk and Feishu paths', async () => {
    for (const host of ['dingtalk', 'feishu']) {
      engine.activate(`o-${host}`, 'office-suite-402-99991672');
      const answer = await app.call('POST', `/api/${host}/v2/session`, {
        session: `o-${host}`,
        body: {},
      });
      expect(answer.status).toBe(402);
      expect(answer.json).toMatchObject({ errorCode: 402, code: 99991672 });
    }
  });

  it('answers a one-shot preset once, then lets the retried call reach the normal mock', async () => {
    engine.activate('once', 'office-suite-412');
    const first = await app.call('POST', '/api/dingtalk/v2/session', { session: 'once', body: {} });
    const retried = await app.call('POST', '/api/dingtalk/v2/session', {
      session: 'once',
      body: {},
    });
    expect(first.status).toBe(412);
    expect(retried.headers.get('x-lab-scenario')).toBeNull();
  });

  it('never answers for the lab admin API, whatever a preset says', async () => {
    engine.importPreset('x', {
      name: 'greedy',
      description: 'claims everything',
      stubs: [
        { scenario: 'all', request: { method: 'ANY', path: '/.*/' }, response: { status: 500 } },
      ],
    });
    const answer = await app.call('GET', '/__lab/scenarios', { session: 'x' });
    expect(answer.status).toBe(200);
  });
});
