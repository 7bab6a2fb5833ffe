import type { FilterLiteral } from '../ListQueryBody';

export type ParsedClause =
  | { kind: 'eq'; path: string; value: FilterLiteral }
  | { kind: 'in'; path: string; values: FilterLiteral[] }
  | { kind: 'contains'; path: string; text: string };

const PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/;
const NUMBER = /^-?\d+(?:\.\d+)?/;
const KEYWORDS: Readonly<Record<string, FilterLiteral>> = { true: true, false: false, null: null };

/**
 * Test-only reader of what the builder writes (`&&`-joined clauses), following the backend
 * tokenizer's rules: double-quoted strings with backslash escapes, plain numbers, keywords.
 * It throws on anything the backend would refuse, so a property test can check round trips.
 */
export function parseFilterBack(source: string): ParsedClause[] {
  const reader = { source, at: 0 };
  const clauses = [readClause(reader)];
  while (skipSpace(reader) < source.length) {
    take(reader, '&&');
    clauses.push(readClause(reader));
  }
  return clauses;
}

interface Reader {
  source: string;
  at: number;
}

function readClause(reader: Reader): ParsedClause {
  skipSpace(reader);
  const match = PATH.exec(reader.source.slice(reader.at));
  if (!match || Object.hasOwn(KEYWORDS, match[0])) fail(reader, 'a field path');
  reader.at += match[0].length;
  const method = /\.(in|contains)$/.exec(match[0]);
  if (method && peek(reader, '(')) {
    const path = match[0].slice(0, method.index);
    take(reader, '(');
    const values = [readLiteral(reader)];
    while (peek(reader, ',')) {
      take(reader, ',');
      values.push(readLiteral(reader));
    }
    take(reader, ')');
    if (method[1] === 'in') return { kind: 'in', path, values };
    if (values.length !== 1 || typeof values[0] !== 'string') fail(reader, 'one string');
    return { kind: 'contains', path, text: values[0] };
  }
  take(reader, '==');
  return { kind: 'eq', path: match[0], value: readLiteral(reader) };
}

function readLiteral(reader: Reader): FilterLiteral {
  skipSpace(reader);
  const rest = reader.source.slice(reader.at);
  if (rest.startsWith('"')) return readString(reader);
  const number = NUMBER.exec(rest);
  if (number) {
    reader.at += number[0].length;
    return Number(number[0]);
  }
  const word = PATH.exec(rest);
  if (!word || !Object.hasOwn(KEYWORDS, word[0])) fail(reader, 'a literal');
  reader.at += word[0].length;
  return KEYWORDS[word[0]];
}

function readString(reader: Reader): string {
  let value = '';
  for (let index = reader.at + 1; index < reader.source.length; index += 1) {
    const character = reader.source[index];
    if (character === '"') {
      reader.at = index + 1;
      return value;
    }
    if (character === '\\' && index + 1 < reader.source.length) index += 1;
    value += reader.source[index];
  }
  return fail(reader, 'a closing quote');
}

function skipSpace(reader: Reader): number {
  while (/\s/.test(reader.source[reader.at] ?? '')) reader.at += 1;
  return reader.at;
}

function peek(reader: Reader, text: string): boolean {
  skipSpace(reader);
  return reader.source.startsWith(text, reader.at);
}

function take(reader: Reader, text: string): void {
  if (!peek(reader, text)) fail(reader, text);
  reader.at += text.length;
}

function fail(reader: Reader, wanted: string): never {
  throw new SyntaxError(`Expected ${wanted} at ${reader.at} in ${reader.source}`);
}
