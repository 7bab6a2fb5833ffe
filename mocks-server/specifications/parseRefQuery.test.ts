import { DEFAULT_LIMIT, parseRefQuery } from './parseRefQuery';

describe('parseRefQuery', () => {
  describe('when no ref parameter is given', () => {
    it('reads a bare list call with the default page', () => {
      expect(parseRefQuery({ other: 'x' })).toEqual({
        ok: true,
        query: {
          ids: undefined,
          search: '',
          start: 0,
          limit: DEFAULT_LIMIT,
          entity: undefined,
          bare: true,
        },
      });
    });
  });

  describe('when ids are given', () => {
    it('splits them on commas, trims, drops blanks and keeps each once', () => {
      const parsed = parseRefQuery({ ids: ' b , a,,b ,' });
      expect(parsed.ok && parsed.query.ids).toEqual(['b', 'a']);
    });

    it('joins a repeated ids parameter', () => {
      const parsed = parseRefQuery({ ids: ['a', 'b,c'] });
      expect(parsed.ok && parsed.query.ids).toEqual(['a', 'b', 'c']);
    });

    it('refuses more than a thousand ids', () => {
      const ids = Array.from({ length: 1001 }, (_, index) => `id${index}`).join(',');
      expect(parseRefQuery({ ids })).toEqual({ ok: false, message: 'at most 1000 ids' });
    });
  });

  describe('when a search is given', () => {
    it('trims the text and the entity and reads limit and start', () => {
      const parsed = parseRefQuery({
        search: '  差旅 ',
        limit: '5',
        start: '10',
        entity: ' flow.FeeType ',
      });
      expect(parsed).toEqual({
        ok: true,
        query: {
          ids: undefined,
          search: '差旅',
          start: 10,
          limit: 5,
          entity: 'flow.FeeType',
          bare: false,
        },
      });
    });

    it.each([['0'], ['1001'], ['-1'], ['2.5'], ['ten'], ['']])('refuses limit=%s', (limit) => {
      const parsed = parseRefQuery({ search: 'a', limit });
      expect(parsed.ok).toBe(false);
    });

    it('refuses a repeated or bracketed parameter other than ids', () => {
      expect(parseRefQuery({ search: ['a', 'b'] })).toEqual({
        ok: false,
        message: 'search must be given once, as text',
      });
      expect(parseRefQuery({ entity: { x: '1' } }).ok).toBe(false);
    });

    it('refuses a search longer than 200 characters', () => {
      expect(parseRefQuery({ search: 'x'.repeat(201) }).ok).toBe(false);
    });
  });
});
