import { ScenarioEngine } from './ScenarioEngine';
import type { ScenarioPreset, ScenarioRequest } from './ScenarioPreset';
import { ScenarioError } from './ScenarioError';

const login: ScenarioRequest = { method: 'POST', path: '/api/login', query: {}, body: '' };

const steps: ScenarioPreset = {
  name: 'steps',
  description: 'fails twice, then succeeds',
  stubs: [
    {
      scenario: 'flaky',
      requiredState: 'Started',
      request: { method: 'POST', path: '/api/login' },
      response: { status: 500 },
      newState: 'failed-once',
    },
    {
      scenario: 'flaky',
      requiredState: 'failed-once',
      request: { method: 'POST', path: '/api/login' },
      response: { status: 503 },
      newState: 'recovered',
    },
  ],
};

const always: ScenarioPreset = {
  name: 'always',
  description: 'always 401',
  stubs: [
    {
      scenario: 'locked',
      request: { method: 'ANY', path: '/^\\/api\\/log/' },
      response: { status: 401 },
    },
  ],
};

function statusOf(engine: ScenarioEngine, session: string, request = login) {
  return engine.match(request, session)?.stub.response.status;
}

describe('ScenarioEngine', () => {
  it('walks a scenario from Started through each newState, then stops matching', () => {
    const engine = new ScenarioEngine({ presets: [steps] });
    engine.activate('s1', 'steps');
    expect(engine.match(login, 's1')?.state).toBe('Started');
    expect(engine.match(login, 's1')?.state).toBe('failed-once');
    expect(engine.match(login, 's1')).toBeUndefined();
    expect(engine.scenarios('s1')).toEqual([
      { name: 'flaky', state: 'recovered', states: ['Started', 'failed-once', 'recovered'] },
    ]);
  });

  it('keeps two sessions in two states, and starts an unknown session fresh', () => {
    const engine = new ScenarioEngine({ stubs: steps.stubs });
    expect(statusOf(engine, 'a')).toBe(500);
    expect(statusOf(engine, 'a')).toBe(503);
    expect(statusOf(engine, 'b')).toBe(500);
    expect(engine.scenarios('a')[0].state).toBe('recovered');
    expect(engine.scenarios('b')[0].state).toBe('failed-once');
    expect(engine.scenarios('never-seen')[0].state).toBe('Started');
  });

  it('lets a stub without requiredState answer in every state', () => {
    const engine = new ScenarioEngine({ presets: [always] });
    engine.activate('s', 'always');
    engine.setState('s', 'locked', 'anything');
    expect(statusOf(engine, 's')).toBe(401);
  });

  it('tries the most recently activated preset first', () => {
    const engine = new ScenarioEngine({ presets: [steps, always] });
    engine.activate('s', 'steps');
    engine.activate('s', 'always');
    expect(statusOf(engine, 's')).toBe(401);
    engine.deactivate('s', 'always');
    expect(statusOf(engine, 's')).toBe(500);
  });

  it('resets one scenario or all of a session back to Started, leaving other sessions alone', () => {
    const engine = new ScenarioEngine({ stubs: [...steps.stubs, ...always.stubs] });
    engine.setState('a', 'flaky', 'recovered');
    engine.setState('a', 'locked', 'x');
    engine.setState('b', 'flaky', 'recovered');
    engine.reset('a', 'flaky');
    expect(engine.scenarios('a').map((s) => s.state)).toEqual(['Started', 'x']);
    engine.reset('a');
    expect(engine.scenarios('a').map((s) => s.state)).toEqual(['Started', 'Started']);
    expect(engine.scenarios('b')[0].state).toBe('recovered');
  });

  describe('when the whole lab is reset', () => {
    it('moves every session’s scenarios back to Started and keeps their presets active', () => {
      const engine = new ScenarioEngine({ presets: [steps], stubs: always.stubs });
      engine.activate('a', 'steps');
      statusOf(engine, 'a');
      engine.setState('b', 'locked', 'x');
      engine.resetAllSessions();
      expect(engine.scenarios('a').map((s) => s.state)).toEqual(['Started', 'Started']);
      expect(engine.scenarios('b').map((s) => s.state)).toEqual(['Started']);
      expect(engine.activePresets('a').map((preset) => preset.name)).toEqual(['steps']);
      expect(statusOf(engine, 'a')).toBe(500);
    });
  });

  it('refuses to set the state of a scenario the session does not have', () => {
    const engine = new ScenarioEngine();
    expect(() => engine.setState('s', 'ghost', 'x')).toThrow(ScenarioError);
    expect(() => engine.activate('s', 'ghost')).toThrow('No preset named "ghost"');
  });

  it('applies a preset’s initial states on activation', () => {
    const engine = new ScenarioEngine({
      presets: [{ ...steps, states: { flaky: 'failed-once' } }],
    });
    engine.activate('s', 'steps');
    expect(statusOf(engine, 's')).toBe(503);
  });

  it('matches on query parameters and body text', () => {
    const engine = new ScenarioEngine({
      stubs: [
        {
          scenario: 'q',
          request: { method: 'GET', path: '/x', query: { mode: 'debug' }, bodyContains: 'abc' },
          response: { status: 418 },
        },
      ],
    });
    const request = { method: 'get', path: '/x', query: { mode: 'debug' }, body: '{"c":"abc"}' };
    expect(statusOf(engine, 's', request)).toBe(418);
    expect(statusOf(engine, 's', { ...request, query: {} })).toBeUndefined();
    expect(statusOf(engine, 's', { ...request, body: '' })).toBeUndefined();
  });
});
