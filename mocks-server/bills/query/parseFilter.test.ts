import { BillActionError } from '../BillActionError';
import { compareFields, matchesFilter } from './evaluateFilter';
import type { FieldCatalog, FieldValue } from './evaluateFilter';
import { parseFilter } from './parseFilter';

interface Row {
  state: string;
  title: string;
  owners: string[];
  amount: number;
}

const CATALOG: FieldCatalog<Row> = new Map<string, (row: Row) => FieldValue>([
  ['state', (row: Row) => row.state],
  ['form.title', (row: Row) => row.title],
  ['ownerId', (row: Row) => row.owners],
  ['amount', (row: Row) => row.amount],
]);

const ROW: Row = { state: 'approving', title: '上海出差 Travel', owners: ['a', 'b'], amount: 12.5 };

function matches(filter: string, row: Row = ROW): boolean {
  return matchesFilter(parseFilter(filter), row, CATALOG);
}

function messageOf(filter: string): string {
  try {
    parseFilter(filter);
  } catch (error) {
    if (error instanceof BillActionError && error.code === 'error:lab:bad-query')
      return error.message;
    throw error;
  }
  return 'parsed';
}

describe('the filter language', () => {
  it('parses .in, contains and == joined by && and || with parentheses', () => {
    expect(
      parseFilter(
        'state.in("approving",\'paying\') && (form.title.contains("出差") || amount == 3)',
      ),
    ).toEqual({
      kind: 'and',
      items: [
        { kind: 'in', path: 'state', values: ['approving', 'paying'] },
        {
          kind: 'or',
          items: [
            { kind: 'contains', path: 'form.title', text: '出差' },
            { kind: 'eq', path: 'amount', value: 3 },
          ],
        },
      ],
    });
  });

  it('treats an empty filter as no filter', () => {
    expect(parseFilter('  ')).toBeNull();
  });

  it('reads escapes, numbers and the keywords true, false and null', () => {
    expect(parseFilter('form.title == "say \\"hi\\""')).toEqual({
      kind: 'eq',
      path: 'form.title',
      value: 'say "hi"',
    });
    expect(parseFilter('state.in(true, false, null, -1.5)')).toMatchObject({
      values: [true, false, null, -1.5],
    });
  });

  it.each([
    ['state == ', 'filterBy ends too early'],
    ['state = "x"', 'Unexpected character "="'],
    ['state == "x', 'Unterminated string'],
    ['(state == "x"', 'Expected )'],
    ['state == "x" "y"', 'Unexpected "y"'],
    ['form.title.contains(1)', 'contains takes one string'],
    ['"x" == state', 'Expected a field'],
    [`${'('.repeat(20)}state == 1${')'.repeat(20)}`, 'nests deeper'],
  ])('refuses %s with a 400 saying what is wrong', (filter, message) => {
    expect(messageOf(filter)).toContain(message);
  });
});

describe('evaluating a filter', () => {
  it('matches == strictly, .in by membership and contains without case', () => {
    expect(matches('state == "approving"')).toBe(true);
    expect(matches('amount == "12.5"')).toBe(false);
    expect(matches('state.in("paid","approving")')).toBe(true);
    expect(matches('form.title.contains("travel")')).toBe(true);
    expect(matches('form.title.contains("北京")')).toBe(false);
  });

  it('matches a many-valued field when any value matches', () => {
    expect(matches('ownerId == "b"')).toBe(true);
    expect(matches('ownerId.in("c","d")')).toBe(false);
  });

  it('combines with && and ||', () => {
    expect(matches('state == "paid" || ownerId == "a"')).toBe(true);
    expect(matches('state == "paid" && ownerId == "a"')).toBe(false);
  });

  it('orders numbers before strings and nulls last', () => {
    const values = ['b', null, 2, 'a', 1];
    expect([...values].sort(compareFields)).toEqual([1, 2, 'a', 'b', null]);
  });
});
