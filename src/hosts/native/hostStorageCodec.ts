/**
 * Host storage values travel inside quoted strings the native wrapper injects into the page, so
 * quotes are replaced by special symbols (docs/sign-in-and-hosts.md) and the result is URI-escaped. The symbols are
 * the full-width quotation mark U+FF02 '＂' and apostrophe U+FF07 '＇': they look like the
 * originals in the wrapper's debug views and never need escaping in either JS or JSON.
 *
 * To stay lossless for values that already contain a symbol, the full-width reverse solidus
 * U+FF3C '＼' escapes the symbols and itself. Lone UTF-16 surrogates, which `encodeURIComponent`
 * refuses, become '＼u' plus four hex digits.
 */
export const DOUBLE_QUOTE_SYMBOL = '\uFF02';
export const SINGLE_QUOTE_SYMBOL = '\uFF07';
const ESCAPE = '\uFF3C';
const ESCAPED = new Set([ESCAPE, DOUBLE_QUOTE_SYMBOL, SINGLE_QUOTE_SYMBOL]);

export function encodeHostStorageValue(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    const code = value.charCodeAt(i);
    if (ESCAPED.has(char)) out += ESCAPE + char;
    else if (char === '"') out += DOUBLE_QUOTE_SYMBOL;
    else if (char === "'") out += SINGLE_QUOTE_SYMBOL;
    else if (isHighSurrogate(code) && isLowSurrogate(value.charCodeAt(i + 1))) {
      out += char + value[i + 1];
      i += 1;
    } else if (isHighSurrogate(code) || isLowSurrogate(code)) {
      out += `${ESCAPE}u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return encodeURIComponent(out);
}

/** Reverses `encodeHostStorageValue`; null for text it could not have produced. */
export function decodeHostStorageValue(encoded: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === DOUBLE_QUOTE_SYMBOL) out += '"';
    else if (char === SINGLE_QUOTE_SYMBOL) out += "'";
    else if (char !== ESCAPE) out += char;
    else if (ESCAPED.has(text[i + 1])) {
      out += text[i + 1];
      i += 1;
    } else if (text[i + 1] === 'u' && /^[0-9a-f]{4}$/.test(text.slice(i + 2, i + 6))) {
      out += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
      i += 5;
    } else return null;
  }
  return out;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
