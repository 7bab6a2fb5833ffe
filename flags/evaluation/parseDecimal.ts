/**
 * The number in `text` for the numeric operators, or null when it is not a plain decimal.
 *
 * FeatBit uses .NET double.TryParse (NumberStyles.Float | AllowThousands, server culture). We
 * accept what both agree on: ASCII whitespace around, a leading sign, digits with an optional
 * decimal point, an optional exponent ("1e3"). Deliberate differences:
 * - "1,000" is rejected; .NET reads 1000 under the invariant culture but something else under
 *   e.g. de-DE, so a rule written with separators is ambiguous and must not silently match.
 * - "Infinity" / "∞" are rejected; .NET accepts them (NaN it parses, then the operator rejects).
 * - JS Number() extras never get through: hex "0x10", binary, "1_000", "" (Number("") is 0).
 */
const DECIMAL = /^[\t\n\v\f\r ]*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[\t\n\v\f\r ]*$/;

export function parseDecimal(text: string): number | null {
  // Number() then does the conversion: the pattern has already ruled out all it would misread.
  return DECIMAL.test(text) ? Number(text) : null;
}
