import { JsonSnapshot } from './JsonSnapshot';

function staffList() {
  return {
    items: [
      {
        id: 's1',
        name: '张伟',
        roles: [{ code: 'SYS_ADMIN' }],
        departments: ['d1'],
        note: undefined,
      },
      { id: 's2', name: '王芳', roles: [], departments: ['d1', 'd2'], note: null },
    ],
    count: 2,
  };
}

describe('a JSON snapshot', () => {
  it('matches a value that would serialise to the same text, even a fresh copy', () => {
    const value = staffList();
    const snapshot = JsonSnapshot.of(value);
    expect(snapshot?.matches(value)).toBe(true);
    expect(snapshot?.matches(staffList())).toBe(true);
  });

  describe('when the value was mutated in place after the snapshot', () => {
    const mutations: Array<[string, (value: ReturnType<typeof staffList>) => void]> = [
      ['a nested string changed', (value) => (value.items[1].name = '李娜')],
      ['a number changed', (value) => (value.count = 3)],
      ['an array grew', (value) => value.items[0].departments.push('d3')],
      ['an array element was replaced', (value) => (value.items[0].roles[0] = { code: 'CASHIER' })],
      ['a key was added', (value) => Object.assign(value.items[0], { email: 'a@lab.invalid' })],
      ['a key was removed', (value) => delete (value.items[1] as { note?: null }).note],
      ['a null became an object', (value) => Object.assign(value.items[1], { note: {} })],
    ];

    it.each(mutations)('no longer matches when %s', (_name, mutate) => {
      const value = staffList();
      const snapshot = JsonSnapshot.of(value);
      mutate(value);
      expect(snapshot?.matches(value)).toBe(false);
    });
  });

  it('no longer matches when the same keys come in another order', () => {
    const snapshot = JsonSnapshot.of({ a: 1, b: 2 });
    expect(snapshot?.matches({ b: 2, a: 1 })).toBe(false);
  });

  it('tells an empty object from an empty array and from a Date', () => {
    const snapshot = JsonSnapshot.of({ value: {} });
    expect(snapshot?.matches({ value: [] })).toBe(false);
    expect(snapshot?.matches({ value: new Date(0) })).toBe(false);
  });

  it('refuses values JSON.stringify treats specially or cannot serialise', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    class Money {
      amount = 1;
    }
    for (const value of [
      { at: new Date(0) },
      { toJSON: () => 'x' },
      { amount: new Money() },
      { rate: Number.NaN },
      { big: BigInt(1) },
      { fields: new Map() },
      cyclic,
    ]) {
      expect(JsonSnapshot.of(value)).toBeNull();
    }
  });

  it('accepts objects without a prototype, as JSON.stringify does', () => {
    const value = Object.assign(Object.create(null) as Record<string, unknown>, { id: 's1' });
    expect(JsonSnapshot.of(value)?.matches({ id: 's1' })).toBe(true);
  });

  it('stops matching while Object.prototype carries an enumerable key', () => {
    const snapshot = JsonSnapshot.of({ id: 's1' });
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = true;
    try {
      expect(snapshot?.matches({ id: 's1' })).toBe(false);
    } finally {
      delete prototype.polluted;
    }
    expect(snapshot?.matches({ id: 's1' })).toBe(true);
  });
});
