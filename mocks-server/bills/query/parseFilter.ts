import { badQuery, tokenizeFilter } from './tokenizeFilter';
import type { Literal, Token } from './tokenizeFilter';

export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | { kind: 'eq'; path: string; value: Literal }
  | { kind: 'in'; path: string; values: Literal[] }
  | { kind: 'contains'; path: string; text: string };

/** Longer than any query a list screen builds; longer ones are refused, not parsed. */
export const MAX_FILTER_LENGTH = 4000;
const MAX_DEPTH = 16;

/**
 * The query builder's filter language (docs/bills-and-workflow.md: `.in`, `contains`, `==`), joined with `&&`
 * and `||` and grouped with parentheses: `state.in("approving","paying") && form.title.contains("差旅")`.
 */
export function parseFilter(source: string): FilterNode | null {
  if (source.length > MAX_FILTER_LENGTH)
    throw badQuery(`filterBy is longer than ${MAX_FILTER_LENGTH}`);
  const tokens = tokenizeFilter(source);
  if (tokens.length === 0) return null;
  const parser = new Parser(tokens);
  const node = parser.or();
  parser.expectEnd();
  return node;
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  or(): FilterNode {
    return this.joined('||', 'or', () => this.and());
  }

  expectEnd(): void {
    const token = this.tokens[this.index];
    if (token) throw badQuery(`Unexpected ${describe(token)} at ${token.at} in filterBy`);
  }

  private and(): FilterNode {
    return this.joined('&&', 'and', () => this.unary());
  }

  private joined(op: '&&' | '||', kind: 'and' | 'or', next: () => FilterNode): FilterNode {
    const items = [next()];
    while (this.takeOp(op)) items.push(next());
    return items.length === 1 ? items[0] : { kind, items };
  }

  private unary(): FilterNode {
    if (this.takeOp('(')) {
      this.depth += 1;
      if (this.depth > MAX_DEPTH) throw badQuery(`filterBy nests deeper than ${MAX_DEPTH}`);
      const inner = this.or();
      this.expectOp(')');
      this.depth -= 1;
      return inner;
    }
    const token = this.next();
    if (token.kind !== 'path') throw badQuery(`Expected a field at ${token.at} in filterBy`);
    const method = /\.(in|contains)$/.exec(token.text);
    if (method && this.takeOp('(')) {
      const path = token.text.slice(0, method.index);
      const values = [this.literal()];
      while (this.takeOp(',')) values.push(this.literal());
      this.expectOp(')');
      if (method[1] === 'in') return { kind: 'in', path, values };
      if (values.length !== 1 || typeof values[0] !== 'string') {
        throw badQuery(`${path}.contains takes one string`);
      }
      return { kind: 'contains', path, text: values[0] };
    }
    this.expectOp('==');
    return { kind: 'eq', path: token.text, value: this.literal() };
  }

  private literal(): Literal {
    const token = this.next();
    if (token.kind !== 'literal') throw badQuery(`Expected a value at ${token.at} in filterBy`);
    return token.value;
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (!token) throw badQuery('filterBy ends too early');
    this.index += 1;
    return token;
  }

  private takeOp(text: string): boolean {
    const token = this.tokens[this.index];
    if (token?.kind !== 'op' || token.text !== text) return false;
    this.index += 1;
    return true;
  }

  private expectOp(text: string): void {
    const token = this.tokens[this.index];
    if (!this.takeOp(text)) {
      throw badQuery(
        token
          ? `Expected ${text} at ${token.at} in filterBy`
          : `Expected ${text} at the end of filterBy`,
      );
    }
  }
}

function describe(token: Token): string {
  return token.kind === 'path'
    ? token.text
    : token.kind === 'op'
      ? token.text
      : JSON.stringify(token.value);
}
