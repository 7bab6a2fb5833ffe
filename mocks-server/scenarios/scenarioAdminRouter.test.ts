import { loadPresets } from './loadPresets';
import { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioApp } from './startScenarioApp';
import { startScenarioApp } from './startScenarioApp';

const ADMIN = '/__lab/scenarios';

describe('scenarioAdminRouter', () => {
  let app: ScenarioApp;
  beforeEach(async () => {
    app = await startScenarioApp(new ScenarioEngine({ presets: loadPresets() }));
  });
  afterEach(() => app.close());

  const activate = (session: string, name: string) =>
    app.call('POST', `${ADMIN}/presets/${name}/activate`, { session });
  const states = async (session: string) =>
    ((await app.call('GET', ADMIN, { session })).json as { items: { state: string }[] }).items.map(
      (item) => item.state,
    );

  it('lists the presets with their descriptions and whether this session has them on', async () => {
    await activate('a', 'upload-413');
    const { json } = await app.call('GET', `${ADMIN}/presets`, { session: 'a' });
    const items = (json as { items: { name: string; active: boolean }[] }).items;
    expect(items.find((item) => item.name === 'upload-413')).toMatchObject({ active: true });
    expect(items.find((item) => item.name === 'upload-500')).toMatchObject({ active: false });
  });

  it('activates a preset for the calling session and lists its scenarios there only', async () => {
    const answer = await activate('a', 'wecom-code-reused');
    expect(answer.json).toEqual({
      session: 'a',
      active: ['wecom-code-reused'],
      items: [{ name: 'wecom-code-reused', state: 'Started', states: ['Started', 'code-used'] }],
      count: 1,
    });
    expect((await app.call('GET', `${ADMIN}?session=b`)).json).toMatchObject({ count: 0 });
    expect((await app.call('GET', `${ADMIN}?session=a`)).json).toMatchObject({ count: 1 });
  });

  it('sets one scenario’s state, and resets one or all of them', async () => {
    await activate('a', 'wecom-code-reused');
    await activate('a', 'upload-413');
    const put = await app.call('PUT', `${ADMIN}/wecom-code-reused/state`, {
      session: 'a',
      body: { state: 'code-used' },
    });
    expect(put.status).toBe(200);
    await app.call('PUT', `${ADMIN}/upload-413/state`, { session: 'a', body: { state: 'off' } });
    expect(await states('a')).toEqual(['off', 'code-used']);
    await app.call('POST', `${ADMIN}/upload-413/reset`, { session: 'a' });
    expect(await states('a')).toEqual(['Started', 'code-used']);
    await app.call('POST', `${ADMIN}/reset`, { session: 'a' });
    expect(await states('a')).toEqual(['Started', 'Started']);
  });

  it('answers 404 and 400 in the lab error envelope', async () => {
    const unknownPreset = await activate('a', 'nope');
    expect(unknownPreset.status).toBe(404);
    expect(unknownPreset.json).toEqual({
      error: { code: 'error:lab:unknown-preset', message: 'No preset named "nope"' },
    });
    const unknownScenario = await app.call('POST', `${ADMIN}/ghost/reset`, { session: 'a' });
    expect(unknownScenario.status).toBe(404);
    const badState = await app.call('PUT', `${ADMIN}/ghost/state`, { body: { state: 7 } });
    expect(badState.json).toMatchObject({ error: { code: 'error:lab:bad-state' } });
    const badSession = await app.call('GET', `${ADMIN}?session=../x`);
    expect(badSession.status).toBe(400);
  });

  it('exports a session’s set-up that imports into another session unchanged', async () => {
    await activate('a', 'wecom-code-reused');
    await app.call('POST', '/api/wecom/v2/web/session', { session: 'a', body: { authCode: 'c' } });
    const exported = await app.call('GET', `${ADMIN}/export?name=my-set-up`, { session: 'a' });
    expect(exported.json).toMatchObject({
      name: 'my-set-up',
      states: { 'wecom-code-reused': 'code-used' },
    });
    const imported = await app.call('POST', `${ADMIN}/presets`, {
      session: 'b',
      body: exported.json,
    });
    expect(imported.status).toBe(201);
    expect(await states('b')).toEqual(['code-used']);
    const reused = await app.call('POST', '/api/wecom/v2/web/session', {
      session: 'b',
      body: { authCode: 'c' },
    });
    expect(reused.status).toBe(401);
  });

  it('rejects a malformed preset upload with a message that names the field', async () => {
    const answer = await app.call('POST', `${ADMIN}/presets`, {
      session: 'a',
      body: { name: 'x', description: 'd', stubs: [{ scenario: 's', request: {}, response: {} }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'error:lab:bad-preset',
        message: 'stubs[0].request.method: must be a non-empty string',
      },
    });
  });

  it('turns a preset off for the session with DELETE', async () => {
    await activate('a', 'session-401');
    const removed = await app.call('DELETE', `${ADMIN}/presets/session-401`, { session: 'a' });
    expect(removed.json).toMatchObject({ active: [], count: 0 });
    const session = await app.call('GET', '/api/account/v2/session', { session: 'a' });
    expect(session.status).toBe(200);
  });
});
