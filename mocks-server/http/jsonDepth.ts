/**
 * Deeper than any payload the product sends (bills nest about ten levels), shallow enough that
 * every recursive walk after parsing (secret masking, previews, JSON.stringify) stays far from
 * the call-stack limit.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * The deepest nesting of arrays and objects in JSON text, counted without parsing and without
 * recursion, stopping as soon as `limit` is passed: a 1 MB body of brackets costs one pass.
 */
export function jsonDepthExceeds(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}
