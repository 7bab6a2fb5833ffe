import { parseDecimal } from './parseDecimal';
import { parseJsonStringList } from './parseJsonStringList';

/** FeatBit's operator names (OperatorTypes.cs), spelling included: it is NotContain. */
export const OPERATOR_NAMES = [
  'LessThan',
  'LessEqualThan',
  'BiggerThan',
  'BiggerEqualThan',
  'Equal',
  'NotEqual',
  'Contains',
  'NotContain',
  'StartsWith',
  'EndsWith',
  'MatchRegex',
  'NotMatchRegex',
  'IsOneOf',
  'NotOneOf',
  'IsTrue',
  'IsFalse',
] as const;

export type OperatorName = (typeof OPERATOR_NAMES)[number];

type Predicate = (userValue: string, conditionValue: string) => boolean;

function numeric(accept: (user: number, rule: number) => boolean): Predicate {
  return (userValue, conditionValue) => {
    const user = parseDecimal(userValue);
    const rule = parseDecimal(conditionValue);
    return user !== null && rule !== null && accept(user, rule);
  };
}

/**
 * true / false, or null for a pattern JS cannot compile: FeatBit would throw there, and an
 * invalid pattern must match nobody, for MatchRegex and NotMatchRegex alike.
 * .NET and JS regex dialects differ (e.g. inline "(?i)" and possessive quantifiers are .NET
 * only); such patterns count as invalid here. No timeout either side: a catastrophic pattern
 * is an admin's mistake FeatBit shares.
 */
function regexMatch(userValue: string, pattern: string): boolean | null {
  try {
    return new RegExp(pattern).test(userValue);
  } catch {
    return null;
  }
}

/** ASCII-only upper-casing, so that look-alikes such as "ſ" never read as "FALSE". */
function asciiUpper(text: string): string {
  return text.replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

// Contains/StartsWith/EndsWith are ordinal here. .NET's StartsWith(string)/EndsWith(string) are
// culture-sensitive (ICU ignores e.g. zero-width characters); ordinal is the predictable choice
// and agrees on everything but such ignorable characters.
const PREDICATES: ReadonlyMap<string, Predicate> = new Map<OperatorName, Predicate>([
  ['LessThan', numeric((user, rule) => user < rule)],
  ['LessEqualThan', numeric((user, rule) => user <= rule)],
  ['BiggerThan', numeric((user, rule) => user > rule)],
  ['BiggerEqualThan', numeric((user, rule) => user >= rule)],
  ['Equal', (user, rule) => user === rule],
  ['NotEqual', (user, rule) => user !== rule],
  ['Contains', (user, rule) => user.includes(rule)],
  ['NotContain', (user, rule) => !user.includes(rule)],
  ['StartsWith', (user, rule) => user.startsWith(rule)],
  ['EndsWith', (user, rule) => user.endsWith(rule)],
  ['MatchRegex', (user, pattern) => regexMatch(user, pattern) === true],
  ['NotMatchRegex', (user, pattern) => regexMatch(user, pattern) === false],
  [
    'IsOneOf',
    (user, rule) => {
      const list = parseJsonStringList(rule);
      return list.valid && list.values !== null && list.values.includes(user);
    },
  ],
  [
    'NotOneOf',
    (user, rule) => {
      // A JSON `null` list matches, as FeatBit's `!list?.Contains(u) ?? true` does.
      const list = parseJsonStringList(rule);
      return list.valid && (list.values === null || !list.values.includes(user));
    },
  ],
  // The rule value is ignored: FeatBit's UI stores the operator name ("IsTrue") in it.
  ['IsTrue', (user) => asciiUpper(user) === 'TRUE'],
  ['IsFalse', (user) => asciiUpper(user) === 'FALSE'],
]);

/**
 * FeatBit's Operator.IsMatch: a null on either side never matches, an unknown operator never
 * matches. A Map, not an object, so "constructor" or "__proto__" are just unknown operators.
 */
export function isOperatorMatch(
  op: string,
  userValue: string | null,
  conditionValue: string | null,
): boolean {
  if (typeof userValue !== 'string' || typeof conditionValue !== 'string') return false;
  const predicate = typeof op === 'string' ? PREDICATES.get(op) : undefined;
  return predicate !== undefined && predicate(userValue, conditionValue);
}
