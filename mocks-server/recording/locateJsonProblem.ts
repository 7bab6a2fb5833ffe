/**
 * Where a JSON text breaks, in a recording's own terms: the entry of `entries` the parser was
 * inside when the text ended or went wrong (found by walking the text's brackets, strings
 * skipped), else the character position. A cut-off file then says "entries[41]", not
 * "Unexpected end of JSON input".
 */
export function locateJsonProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  const at = position ? Number(position[1]) : text.length;
  const entry = entryAt(text, at);
  const where = entry === null ? `at character ${at}` : `in entries[${entry}]`;
  const cut = at >= text.trimEnd().length;
  return cut
    ? `the file ends ${where}: it was cut off (is it the whole recording?)`
    : `the file is not valid JSON ${where}: ${message}`;
}

/** The index of the `entries` element open at `position`, or null when not inside one. */
function entryAt(text: string, position: number): number | null {
  const start = text.indexOf('"entries"');
  if (start < 0 || start > position) return null;
  const open = text.indexOf('[', start);
  if (open < 0 || open > position) return null;
  let depth = 0;
  let index = -1;
  let inString = false;
  for (let i = open + 1; i < position && i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      if (depth === 0) index += 1;
      depth += 1;
    } else if (ch === '}' || ch === ']') {
      if (depth === 0) return null;
      depth -= 1;
    }
  }
  return index >= 0 ? index : null;
}
