import { mergeShape } from './mergeShape';

describe('merging answers into one shape', () => {
  it('keeps every field either answer carried, at any depth', () => {
    expect(mergeShape({ a: 1, b: { c: 'x' } }, { b: { d: true }, e: null })).toEqual({
      a: 1,
      b: { c: 'x', d: true },
    });
  });

  it('folds a list into one entry with what any entry had', () => {
    expect(mergeShape({ items: [{ id: 'a' }] }, { items: [{ rejection: { at: 1 } }, {}] })).toEqual(
      { items: [{ id: 'a', rejection: { at: 1 } }] },
    );
  });

  it('does not let an absent or null value hide one that was sent', () => {
    expect(mergeShape({ a: 'sent' }, { a: null })).toEqual({ a: 'sent' });
    expect(mergeShape(undefined, { a: 1 })).toEqual({ a: 1 });
    expect(mergeShape([], [])).toEqual([]);
  });
});
