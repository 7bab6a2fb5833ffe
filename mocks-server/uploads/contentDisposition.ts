// RFC 5987 attr-char excludes these, which encodeURIComponent leaves alone.
const NOT_ATTR_CHAR = /['()*]/g;
// The plain `filename` fallback: printable ASCII without quote, backslash or percent, which
// some clients would try to unescape.
const NOT_FALLBACK_SAFE = /[^\x20-\x7e]|["\\%]/g;

/**
 * A Content-Disposition naming the file for every client: an ASCII `filename` for old ones and
 * the exact UTF-8 name in `filename*` (RFC 6266 / RFC 5987), which current browsers prefer.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const fallback = fileName.replace(NOT_FALLBACK_SAFE, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHAR,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
