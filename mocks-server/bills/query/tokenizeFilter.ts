import { BillActionError } from '../BillActionError';

export type Literal = string | number | boolean | null;

export type Token =
  | { kind: 'path'; text: string; at: number }
  | { kind: 'literal'; value: Literal; at: number }
  | { kind: 'op'; text: '==' | '&&' | '||' | '(' | ')' | ','; at: number };

const PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/;
const NUMBER = /^-?\d+(?:\.\d+)?/;
const OPERATORS = ['==', '&&', '||', '(', ')', ','] as const;
const KEYWORDS: Readonly<Record<string, Literal>> = { true: true, false: false, null: null };

export function badQuery(message: string): BillActionError {
  return new BillActionError(400, 'error:lab:bad-query', message);
}

/** Splits a filterBy expression; strings take double or single quotes with backslash escapes. */
export function tokenizeFilter(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const operator = OPERATORS.find((text) => rest.startsWith(text));
    if (operator) {
      tokens.push({ kind: 'op', text: operator, at });
      at += operator.length;
    } else if (rest[0] === '"' || rest[0] === "'") {
      const [value, length] = readString(rest, at);
      tokens.push({ kind: 'literal', value, at });
      at += length;
    } else if (NUMBER.test(rest)) {
      const text = (NUMBER.exec(rest) as RegExpExecArray)[0];
      tokens.push({ kind: 'literal', value: Number(text), at });
      at += text.length;
    } else if (PATH.test(rest)) {
      const text = (PATH.exec(rest) as RegExpExecArray)[0];
      const keyword = Object.hasOwn(KEYWORDS, text);
      tokens.push(
        keyword ? { kind: 'literal', value: KEYWORDS[text], at } : { kind: 'path', text, at },
      );
      at += text.length;
    } else {
      throw badQuery(`Unexpected character ${JSON.stringify(rest[0])} at ${at} in filterBy`);
    }
  }
  return tokens;
}

function readString(rest: string, at: number): [string, number] {
  const quote = rest[0];
  let value = '';
  for (let index = 1; index < rest.length; index += 1) {
    const character = rest[index];
    if (character === quote) return [value, index + 1];
    if (character === '\\' && index + 1 < rest.length) {
      index += 1;
      value += rest[index];
    } else {
      value += character;
    }
  }
  throw badQuery(`Unterminated string starting at ${at} in filterBy`);
}
