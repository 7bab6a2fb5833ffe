/** Lower-case extension without the dot, '' when the name has none; never throws. */
export function fileExtension(name: string): string {
  const base = String(name).split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * encodeURIComponent length, the spec's measure; a lone surrogate (which makes the browser
 * function throw) counts as the replacement character it would be sent as.
 */
export function encodedNameLength(name: string): number {
  return encodeURIComponent(String(name).replace(LONE_SURROGATE, '\uFFFD')).length;
}
