/**
 * .NET's string.IsNullOrWhiteSpace, which FeatBit uses to decide that a dispatchKey or a property
 * name is blank. The set is char.IsWhiteSpace's, not String.prototype.trim's: JS also strips
 * U+FEFF but keeps U+0085, and either difference would change which key a user is bucketed on.
 */
const DOTNET_WHITESPACE_ONLY =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;

export function isNullOrWhiteSpace(value: string | null | undefined): boolean {
  return typeof value !== 'string' || DOTNET_WHITESPACE_ONLY.test(value);
}
