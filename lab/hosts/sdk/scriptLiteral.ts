/**
 * A value as a JavaScript literal that is also safe inside an inline <script>: JSON plus
 * escapes for the characters that could end the script element or break a line.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
