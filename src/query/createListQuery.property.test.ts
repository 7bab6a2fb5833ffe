import fc from 'fast-check';
import { createListQuery, type ListQueryBuilder } from './createListQuery';
import type { FilterLiteral } from './ListQueryBody';
import { ListQueryError } from './ListQueryError';
import { parseFilterBack, type ParsedClause } from './testing/parseFilterBack';

// Strings biased towards the characters that could end a literal or start an operator.
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', "'", '\\', ')', '(', ',', '&', '|', '=', ' ', '\n', '\u2028'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});
const path = fc
  .stringMatching(/^[A-Za-z_$][\w$]{0,8}(\.[A-Za-z_$][\w$]{0,8}){0,3}$/)
  .filter((candidate) => !['true', 'false', 'null'].includes(candidate));
const literal: fc.Arbitrary<FilterLiteral> = fc.oneof(
  hostileText,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const clause: fc.Arbitrary<ParsedClause> = fc.oneof(
  fc.record({ kind: fc.constant('eq' as const), path, value: literal }),
  fc.record({
    kind: fc.constant('in' as const),
    path,
    values: fc.array(literal, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('contains' as const), path, text: hostileText }),
);

function apply(query: ListQueryBuilder, item: ParsedClause): ListQueryBuilder {
  if (item.kind === 'eq') return query.eq(item.path, item.value);
  if (item.kind === 'in') return query.in(item.path, item.values);
  return query.contains(item.path, item.text);
}

// -0 is written as 0, which reads back as +0: compare numbers by value.
const normalise = (clauses: ParsedClause[]) => JSON.parse(JSON.stringify(clauses)) as unknown;

describe('createListQuery with generated input', () => {
  it('writes filters that read back as exactly the clauses given, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(clause, { minLength: 1, maxLength: 6 }), (clauses) => {
        const body = clauses.reduce(apply, createListQuery()).toBody();
        expect(normalise(parseFilterBack(body.filterBy ?? ''))).toEqual(normalise(clauses));
      }),
    );
  });

  it('never lets a string value escape its literal: quotes inside are always escaped', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const filter = createListQuery().contains('a', text).toBody().filterBy ?? '';
        const inner = filter.slice('a.contains("'.length, -'")'.length);
        expect(inner.replace(/\\[\s\S]/g, '')).not.toMatch(/["\\]/);
      }),
    );
  });

  it('throws nothing but ListQueryError for arbitrary paths, values, orders and pages', () => {
    const anything = fc.oneof(
      fc.anything({ withNullPrototype: true, withSparseArray: true, withBigInt: true }),
      hostileText,
      fc.double(),
    );
    fc.assert(
      fc.property(anything, anything, anything, anything, (a, b, c, d) => {
        const attempts: Array<() => unknown> = [
          () => createListQuery().eq(a as string, b as FilterLiteral),
          () => createListQuery().in(a as string, b as FilterLiteral[]),
          () => createListQuery().in(a as string, [b, c] as FilterLiteral[]),
          () => createListQuery().contains(a as string, b as string),
          () => createListQuery().orderBy(a as string, b as 'asc'),
          () =>
            createListQuery()
              .select(a as string[])
              .dims([b, c] as string[]),
          () => createListQuery().page(c as number, d as number),
        ];
        for (const attempt of attempts) {
          try {
            const body = (attempt() as ListQueryBuilder).toBody();
            if (body.filterBy) parseFilterBack(body.filterBy);
            expect(`${body.select ?? 'a'},${body.dims ?? 'a'}`).not.toMatch(/(^|,)(,|$)/);
          } catch (error) {
            expect(error).toBeInstanceOf(ListQueryError);
          }
        }
      }),
    );
  });

  it('always sends a limit the backend accepts, whatever page and size are asked for', () => {
    const number = fc.oneof(fc.double(), fc.integer(), fc.constant(Number.MAX_VALUE));
    fc.assert(
      fc.property(number, number, (page, pageSize) => {
        const { start, count } = createListQuery().page(page, pageSize).toBody().limit;
        expect(Number.isSafeInteger(start) && start >= 0).toBe(true);
        expect(Number.isInteger(count) && count >= 1 && count <= 1000).toBe(true);
        expect(start % count).toBe(0);
      }),
    );
  });
});
