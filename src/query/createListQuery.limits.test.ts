import { createListQuery, MAX_FILTER_LENGTH } from './createListQuery';
import { ListQueryError } from './ListQueryError';

describe('createListQuery limits', () => {
  describe('when paging', () => {
    it('starts at (page-1)*pageSize', () => {
      expect(createListQuery().page(3, 20).toBody().limit).toEqual({ start: 40, count: 20 });
      expect(createListQuery().page(2).toBody().limit).toEqual({ start: 10, count: 10 });
    });

    it.each([0, -1, 1.5, Number.NaN])('treats page %p as page 1', (page) => {
      expect(createListQuery().page(page).toBody().limit).toEqual({ start: 0, count: 10 });
    });

    it.each([
      [0, 1],
      [5000, 1000],
      [2.9, 2],
      [Number.NaN, 10],
    ])('clamps page size %p to %p', (pageSize, count) => {
      expect(createListQuery().page(1, pageSize).toBody().limit.count).toBe(count);
    });

    it('caps a huge page so the start stays a safe integer', () => {
      const { start } = createListQuery().page(1e300, 1000).toBody().limit;
      expect(Number.isSafeInteger(start)).toBe(true);
    });
  });

  describe('when select or dims are given', () => {
    it('joins them with commas, drops duplicates and leaves them out when empty', () => {
      const query = createListQuery().select(['a', 'b', 'a']).dims(['form.submitterId']);
      expect(query.toBody()).toMatchObject({ select: 'a,b', dims: 'form.submitterId' });
      expect(query.select([]).dims([]).toBody()).toEqual({ limit: { start: 0, count: 10 } });
    });

    it('refuses more than 50 paths', () => {
      const many = Array.from({ length: 51 }, (_, index) => `f${index}`);
      expect(() => createListQuery().select(many)).toThrow(ListQueryError);
    });
  });

  describe('when the filter grows past the backend limit', () => {
    it('throws at the clause that overflows', () => {
      const query = createListQuery().contains('a', 'x'.repeat(MAX_FILTER_LENGTH - 20));
      expect(() => query.contains('b', 'y'.repeat(30))).toThrow(ListQueryError);
    });
  });
});
