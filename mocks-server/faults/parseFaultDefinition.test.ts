import { parseFaultDefinition } from './parseFaultDefinition';

const match = { path: '/api/bills' };

function problemOf(input: unknown): string | undefined {
  const parsed = parseFaultDefinition(input);
  return 'problem' in parsed ? parsed.problem : undefined;
}

describe('reading a fault definition', () => {
  it('accepts every fault type and fills in session scope and always firing', () => {
    const faults = [
      { type: 'latency', kind: 'fixed', ms: 10 },
      { type: 'latency', kind: 'uniform', minMs: 10, maxMs: 20 },
      { type: 'latency', kind: 'jitter', ms: 10, jitterMs: 5 },
      { type: 'status', status: 500, body: { a: 1 }, headers: { 'Retry-After': '1' } },
      { type: 'reset' },
      { type: 'empty' },
      { type: 'malformed-json' },
      { type: 'truncate', afterBytes: 0 },
      { type: 'dribble', bytesPerChunk: 1, intervalMs: 10 },
      { type: 'hang' },
    ];
    for (const fault of faults) {
      expect(parseFaultDefinition({ match, fault })).toEqual({
        definition: { match, fault, scope: 'session', fire: { mode: 'always' } },
      });
    }
  });

  it('upper-cases the method and keeps the id', () => {
    expect(
      parseFaultDefinition({
        id: 'slow-bills',
        match: { method: 'get', path: '/^\\/api\\/bills$/i' },
        scope: 'global',
        fault: { type: 'reset' },
        fire: { mode: 'probability', p: 0.5, seed: 7 },
      }),
    ).toEqual({
      definition: {
        id: 'slow-bills',
        match: { method: 'GET', path: '/^\\/api\\/bills$/i' },
        scope: 'global',
        fault: { type: 'reset' },
        fire: { mode: 'probability', p: 0.5, seed: 7 },
      },
    });
  });

  it.each([
    [null, 'fault definition must be an object'],
    [{ match, fault: { type: 'reset' }, when: 1 }, 'fault definition has unknown key when'],
    [{ fault: { type: 'reset' } }, 'match must be an object'],
    [{ match: { path: 'api' }, fault: { type: 'reset' } }, 'match.path must start with /'],
    [{ match: { path: '/api/.*' }, fault: { type: 'reset' } }, 'looks like a regular expression'],
    [{ match: { path: '/^(/' }, fault: { type: 'reset' } }, 'not a valid regular expression'],
    [{ match: { path: '/^a/g' }, fault: { type: 'reset' } }, 'flags must be among i, m, s, u'],
    [{ match: { path: '/', method: 'GET /' }, fault: { type: 'reset' } }, 'match.method'],
    [{ match, fault: { type: 'boom' } }, 'fault.type must be one of latency, status, reset'],
    [{ match, fault: { type: 'latency', kind: 'fixed' } }, 'fault.ms must be an integer'],
    [{ match, fault: { type: 'latency', kind: 'uniform', minMs: 9, maxMs: 1 } }, 'exceeds'],
    [
      { match, fault: { type: 'status', status: 700 } },
      'fault.status must be an integer from 200 to 599',
    ],
    [{ match, fault: { type: 'status', status: 500, headers: { 'a b': 'x' } } }, 'invalid name'],
    [{ match, fault: { type: 'reset', ms: 5 } }, 'fault has unknown key ms'],
    [{ match, fault: { type: 'truncate', afterBytes: -1 } }, 'fault.afterBytes'],
    [{ match, fault: { type: 'dribble', bytesPerChunk: 0, intervalMs: 5 } }, 'fault.bytesPerChunk'],
    [{ match, scope: 'team', fault: { type: 'reset' } }, 'scope must be one of global, session'],
    [
      { match, fault: { type: 'reset' }, fire: { mode: 'times', count: 2 } },
      'fire has unknown key count',
    ],
    [
      { match, fault: { type: 'reset' }, fire: { mode: 'times', n: 0 } },
      'fire.n must be an integer',
    ],
    [{ match, fault: { type: 'reset' }, fire: { mode: 'probability', p: 2, seed: 1 } }, 'fire.p'],
    [{ match, fault: { type: 'reset' }, fire: { mode: 'probability', p: 0.5 } }, 'fire.seed'],
    [{ id: 'a/b', match, fault: { type: 'reset' } }, 'id must be 1 to 64'],
  ])('refuses %j, saying what is wrong', (input, message) => {
    expect(problemOf(input)).toContain(message);
  });
});
