import { BillActionError } from '../BillActionError';
import { parseListQuery } from './parseListQuery';
import type { OrderClause } from './parseListQuery';
import { runListQuery } from './runListQuery';
import { selectFields } from './selectFields';

const BY_UPDATE: OrderClause = { path: 'updateTime', descending: true };

function refusal(body: unknown): string {
  try {
    parseListQuery(body, BY_UPDATE);
  } catch (error) {
    if (error instanceof BillActionError) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'accepted';
}

describe('the list query body', () => {
  it('defaults to the first ten, newest update first', () => {
    expect(parseListQuery(undefined, BY_UPDATE)).toEqual({
      filter: null,
      orderBy: [BY_UPDATE],
      start: 0,
      count: 10,
      select: null,
      dims: [],
    });
  });

  it('reads limit, orderBy in either case, and select and dims as strings or arrays', () => {
    const query = parseListQuery(
      {
        limit: { start: 20, count: 10 },
        orderBy: [
          { value: 'createTime', order: 'asc' },
          { value: 'form.code', order: 'DESC' },
        ],
        select: 'state, form.title',
        dims: ['form.submitterId'],
      },
      BY_UPDATE,
    );
    expect(query).toMatchObject({
      start: 20,
      count: 10,
      orderBy: [
        { path: 'createTime', descending: false },
        { path: 'form.code', descending: true },
      ],
      select: ['id', 'state', 'form.title'],
      dims: ['form.submitterId'],
    });
  });

  it.each([
    ['an order other than ASC or DESC', { orderBy: [{ value: 'state', order: 'up' }] }],
    ['a negative start', { limit: { start: -1, count: 10 } }],
    ['a zero count', { limit: { start: 0, count: 0 } }],
    ['a fractional count', { limit: { start: 0, count: 2.5 } }],
    ['a huge count', { limit: { start: 0, count: 5000 } }],
    ['a filter that is not text', { filterBy: { state: 'paid' } }],
    ['a malformed select path', { select: 'form..title' }],
    ['an array body', []],
  ])('refuses %s with 400 error:lab:bad-query', (_case, body) => {
    expect(refusal(body)).toBe('400 error:lab:bad-query');
  });
});

describe('running a query', () => {
  const rows = [5, 3, 9, 1, 7].map((n) => ({ n, even: n % 2 === 0 }));
  const catalog = new Map([['n', (row: { n: number }) => row.n]]);

  it('filters, sorts and pages, counting every match', () => {
    const query = parseListQuery(
      { filterBy: 'n.in(1,3,5,7)', orderBy: { value: 'n' }, limit: { start: 1, count: 2 } },
      BY_UPDATE,
    );
    const { page, count } = runListQuery(rows, query, catalog);
    expect(page.map((row) => row.n)).toEqual([3, 5]);
    expect(count).toBe(4);
  });

  it('refuses a filter or order on a field the list does not have', () => {
    expect(() =>
      runListQuery(rows, parseListQuery({ filterBy: 'm == 1' }, BY_UPDATE), catalog),
    ).toThrow(/Unknown field m/);
    expect(() =>
      runListQuery(rows, parseListQuery({ orderBy: { value: 'm' } }, BY_UPDATE), catalog),
    ).toThrow(/unknown field m/);
  });
});

describe('selecting fields', () => {
  it('keeps the named paths nested and skips the missing ones, without touching the source', () => {
    const source = { id: 'x', form: { title: 't', code: 'c' }, state: 'paid' };
    const picked = selectFields(source, ['id', 'form.title', 'nope.deep']);
    expect(picked).toEqual({ id: 'x', form: { title: 't' } });
    (picked.form as { title: string }).title = 'changed';
    expect(source.form.title).toBe('t');
  });
});
