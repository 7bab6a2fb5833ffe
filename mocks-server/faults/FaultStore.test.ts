import type { FaultDefinition } from './FaultDefinition';
import { FaultStore } from './FaultStore';

function definition(overrides: Partial<FaultDefinition> = {}): FaultDefinition {
  return {
    match: { path: '/api/bills' },
    scope: 'session',
    fault: { type: 'status', status: 503 },
    fire: { mode: 'always' },
    ...overrides,
  };
}

function firings(store: FaultStore, count: number, session = 'a'): boolean[] {
  return Array.from(
    { length: count },
    () => store.decide('GET', '/api/bills', session).fault !== undefined,
  );
}

describe('the fault store', () => {
  it('fires a times-n fault n times, then forgets it', () => {
    const store = new FaultStore();
    store.add(definition({ fire: { mode: 'times', n: 2 } }), 'a');
    expect(store.list('a')[0].remaining).toBe(2);
    expect(firings(store, 3)).toEqual([true, true, false]);
    expect(store.list('a')).toEqual([]);
  });

  it('counts a global times-n fault down across sessions', () => {
    const store = new FaultStore();
    store.add(definition({ scope: 'global', fire: { mode: 'times', n: 2 } }), 'a');
    expect([...firings(store, 1, 'a'), ...firings(store, 2, 'b')]).toEqual([true, true, false]);
  });

  it('repeats the same probability firings in two stores with the same seed', () => {
    const seeded = definition({ fire: { mode: 'probability', p: 0.5, seed: 42 } });
    const first = new FaultStore();
    const second = new FaultStore();
    first.add(seeded, 'a');
    second.add(seeded, 'a');
    const sequence = firings(first, 40);
    expect(firings(second, 40)).toEqual(sequence);
    expect(sequence).toContain(true);
    expect(sequence).toContain(false);
    const other = new FaultStore();
    other.add(definition({ fire: { mode: 'probability', p: 0.5, seed: 43 } }), 'a');
    expect(firings(other, 40)).not.toEqual(sequence);
  });

  it("keeps one session's faults away from another session", () => {
    const store = new FaultStore();
    store.add(definition(), 'a');
    expect(store.decide('GET', '/api/bills', 'b').firedIds).toEqual([]);
    expect(store.list('b')).toEqual([]);
    expect(store.remove(store.list('a')[0].id, 'b')).toBe(false);
  });

  it('adds up firing latencies and lets the first terminal fault win without spending the next', () => {
    const store = new FaultStore();
    store.add(definition({ id: 'slow', fault: { type: 'latency', kind: 'fixed', ms: 30 } }), 'a');
    store.add(definition({ id: 'first', fault: { type: 'empty' } }), 'a');
    store.add(definition({ id: 'second', fire: { mode: 'times', n: 1 } }), 'a');
    store.add(
      definition({
        id: 'global-slow',
        scope: 'global',
        fault: { type: 'latency', kind: 'fixed', ms: 20 },
      }),
      'a',
    );
    expect(store.decide('GET', '/api/bills', 'a')).toEqual({
      latencyMs: 50,
      fault: { type: 'empty' },
      firedIds: ['slow', 'first', 'global-slow'],
    });
    expect(store.list('a').find((fault) => fault.id === 'second')?.remaining).toBe(1);
  });

  it('draws uniform latencies within their range, the same way every run', () => {
    const uniform = definition({
      fault: { type: 'latency', kind: 'uniform', minMs: 10, maxMs: 20 },
    });
    const draws = (): number[] => {
      const store = new FaultStore();
      store.add(uniform, 'a');
      return Array.from({ length: 20 }, () => store.decide('GET', '/api/bills', 'a').latencyMs);
    };
    const first = draws();
    expect(draws()).toEqual(first);
    for (const ms of first) expect(ms).toBeGreaterThanOrEqual(10);
    for (const ms of first) expect(ms).toBeLessThanOrEqual(20);
  });

  it('replaces a fault added again under the same id and clears by scope', () => {
    const store = new FaultStore();
    store.add(definition({ id: 'x' }), 'a');
    store.add(definition({ id: 'x', fault: { type: 'reset' } }), 'a');
    store.add(definition({ scope: 'global' }), 'a');
    expect(store.list('a').map((fault) => fault.fault.type)).toEqual(['reset', 'status']);
    expect(store.clear('session', 'a')).toBe(1);
    expect(store.clear('global', 'a')).toBe(1);
    expect(store.list('a')).toEqual([]);
  });
});
