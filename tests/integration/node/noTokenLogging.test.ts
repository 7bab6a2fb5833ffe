import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['src', 'modules', 'flags/client'];
const CONSOLE_CALL = /\bconsole\.(log|info|warn|error|debug|trace|dir|table)\s*\(/g;
const SECRET_NAME = /\b\w*(token|grant|secret|password|credential)\w*\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The argument text of the call opening at `start`, by counting parentheses. */
function argumentsAt(text: string, start: number): string {
  let depth = 1;
  let index = start;
  while (index < text.length && depth > 0) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    index += 1;
  }
  return text.slice(start, index - 1);
}

/** Identifiers only: words inside string literals are prose ("token refresh failed"), not values. */
const withoutStrings = (code: string) =>
  code.replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, "''");

/** Every console call in app code whose arguments name a token-like variable or field. */
function tokenLoggingCalls(roots: readonly string[]): string[] {
  return roots.flatMap(sourceFiles).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(CONSOLE_CALL)]
      .map((match) => argumentsAt(text, (match.index ?? 0) + match[0].length))
      .filter((args) => SECRET_NAME.test(withoutStrings(args)))
      .map((args) => `${file}: console(${args.trim()})`);
  });
}

describe('when app code writes to the console', () => {
  it('never passes a token, grant or secret to it', () => {
    expect(tokenLoggingCalls(ROOTS)).toEqual([]);
  });

  it('would catch one that did', () => {
    expect(SECRET_NAME.test(withoutStrings("'[auth] refreshed', pair.access_token"))).toBe(true);
    expect(SECRET_NAME.test(withoutStrings("'[auth] token refresh failed', error"))).toBe(false);
  });
});
