import { createListQuery } from './createListQuery';
import { ListQueryError } from './ListQueryError';
import type { SortOrder } from './ListQueryBody';

describe('createListQuery', () => {
  describe('when nothing is chained', () => {
    it('asks for the first page of 10 and leaves every optional field out', () => {
      expect(createListQuery().toBody()).toEqual({ limit: { start: 0, count: 10 } });
    });
  });

  describe('when filters are chained', () => {
    it('writes the README example clause for clause, joined with &&', () => {
      const body = createListQuery()
        .in('state', ['approving', 'paying'])
        .contains('form.title', '差旅')
        .orderBy('updateTime', 'desc')
        .select(['state', 'form.title', 'form.code'])
        .dims(['form.submitterId'])
        .toBody();
      expect(body).toEqual({
        filterBy: 'state.in("approving","paying") && form.title.contains("差旅")',
        orderBy: [{ value: 'updateTime', order: 'DESC' }],
        limit: { start: 0, count: 10 },
        select: 'state,form.title,form.code',
        dims: 'form.submitterId',
      });
    });

    it('writes every literal kind as the backend tokenizer reads it', () => {
      const body = createListQuery()
        .eq('active', true)
        .eq('appId', null)
        .eq('printCount', -2.5)
        .in('form.payMoney.standard', [1e21, 1e-7, -0, 'x', false])
        .toBody();
      expect(body.filterBy).toBe(
        'active == true && appId == null && printCount == -2.5 && ' +
          'form.payMoney.standard.in(1000000000000000000000,0.0000001,0,"x",false)',
      );
    });

    it('escapes quotes and backslashes inside string values', () => {
      const body = createListQuery().eq('form.title', 'a"b\\c').toBody();
      expect(body.filterBy).toBe('form.title == "a\\"b\\\\c"');
    });

    it('keeps the earlier builder unchanged', () => {
      const base = createListQuery().eq('active', true);
      base.eq('state', 'paid').page(3);
      expect(base.toBody()).toEqual({ filterBy: 'active == true', limit: { start: 0, count: 10 } });
    });
  });

  describe('when a value list for .in is empty', () => {
    it('throws instead of widening the result, since the backend has no in()', () => {
      expect(() => createListQuery().in('state', [])).toThrow(ListQueryError);
    });
  });

  describe('when a path is not a dotted field path', () => {
    it.each(['', 'a..b', '1a', 'a b', 'a)||(b', 'true', 'null', 'a.'])('refuses %j', (path) => {
      expect(() => createListQuery().eq(path, 1)).toThrow(ListQueryError);
      expect(() => createListQuery().orderBy(path, 'asc')).toThrow(ListQueryError);
      expect(() => createListQuery().select([path])).toThrow(ListQueryError);
    });
  });

  describe('when a value is not a literal', () => {
    it.each([Number.NaN, Number.POSITIVE_INFINITY, undefined, {}, [], 1n])(
      'refuses %p',
      (value) => {
        expect(() => createListQuery().eq('a', value as never)).toThrow(ListQueryError);
        expect(() => createListQuery().in('a', [value as never])).toThrow(ListQueryError);
      },
    );
  });

  describe('when a list has holes', () => {
    it('refuses them rather than writing empty literals or paths', () => {
      // eslint-disable-next-line no-sparse-arrays
      const holey = [, 'a'] as unknown as string[];
      expect(() => createListQuery().in('a', holey)).toThrow(ListQueryError);
      expect(() => createListQuery().select(holey)).toThrow(ListQueryError);
    });
  });

  describe('when sorting', () => {
    it('sends ASC or DESC whatever case the caller used', () => {
      const body = createListQuery().orderBy('a', 'asc').orderBy('b', 'DESC').toBody();
      expect(body.orderBy).toEqual([
        { value: 'a', order: 'ASC' },
        { value: 'b', order: 'DESC' },
      ]);
    });

    it('changes the order of a path already sorted on instead of adding it twice', () => {
      const body = createListQuery().orderBy('a', 'asc').orderBy('b', 'asc').orderBy('a', 'desc');
      expect(body.toBody().orderBy).toEqual([
        { value: 'a', order: 'DESC' },
        { value: 'b', order: 'ASC' },
      ]);
    });

    it.each(['Asc', 'ascending', '', 'toString', '__proto__'])('rejects the order %j', (order) => {
      expect(() => createListQuery().orderBy('a', order as SortOrder)).toThrow(
        /order must be asc, desc, ASC or DESC/,
      );
    });
  });
});
