import { OPERATOR_NAMES, isOperatorMatch } from './operators';

type Case = [description: string, op: string, user: string, rule: string, expected: boolean];

const cases: Case[] = [
  // numeric
  ['LessThan compares numbers, not strings ("5" < "10")', 'LessThan', '5', '10', true],
  ['LessThan is strict', 'LessThan', '10', '10', false],
  ['LessEqualThan includes equality', 'LessEqualThan', '10', '10.0', true],
  ['LessEqualThan rejects a bigger value', 'LessEqualThan', '10.5', '10', false],
  ['BiggerThan is strict', 'BiggerThan', '10', '10', false],
  ['BiggerThan reads exponents', 'BiggerThan', '2e3', '1999', true],
  ['BiggerEqualThan includes equality', 'BiggerEqualThan', '-0', '0', true],
  ['BiggerEqualThan tolerates surrounding whitespace', 'BiggerEqualThan', ' 18 ', '\t18', true],
  ['numeric operators never match NaN', 'LessThan', 'NaN', '10', false],
  ['numeric operators never match a NaN rule value', 'BiggerEqualThan', '10', 'NaN', false],
  ['numeric operators reject "1,000" (a .NET difference)', 'BiggerThan', '1,000', '999', false],
  ['numeric operators reject trailing garbage', 'BiggerThan', '22abc', '21', false],
  ['numeric operators reject hex', 'BiggerThan', '0x10', '15', false],
  ['numeric operators never match an empty value', 'LessThan', '', '10', false],
  // equality
  ['Equal is ordinal', 'Equal', 'Acme', 'Acme', true],
  ['Equal is case-sensitive', 'Equal', 'acme', 'Acme', false],
  ['Equal does not trim', 'Equal', 'acme ', 'acme', false],
  ['Equal does not normalise Unicode', 'Equal', 'e\u0301', '\u00e9', false],
  ['Equal matches an empty value against ""', 'Equal', '', '', true],
  ['NotEqual matches a different value', 'NotEqual', 'acme', 'Acme', true],
  ['NotEqual does not match the same value', 'NotEqual', 'acme', 'acme', false],
  // contains
  ['Contains finds a substring', 'Contains', 'finance-team', 'ance', true],
  ['Contains is case-sensitive', 'Contains', 'finance-team', 'ANCE', false],
  ['Contains matches an empty rule value', 'Contains', 'x', '', true],
  ['NotContain matches without the substring', 'NotContain', 'finance', 'sales', true],
  ['NotContain does not match with it', 'NotContain', 'finance', 'nan', false],
  // starts/ends
  ['StartsWith matches a prefix', 'StartsWith', 'acme-eu', 'acme', true],
  ['StartsWith does not match a suffix', 'StartsWith', 'eu-acme', 'acme', false],
  ['EndsWith matches a suffix', 'EndsWith', 'tester_qa', '_qa', true],
  ['EndsWith does not match a prefix', 'EndsWith', '_qa-tester', '_qa', false],
  // regex: v is the pattern, u the subject
  [
    'MatchRegex uses the rule value as the pattern',
    'MatchRegex',
    'bob@acme.com',
    '@acme\\.com$',
    true,
  ],
  ['MatchRegex is not reversed (the Node SDK bug)', 'MatchRegex', '^a.c$', 'abc', false],
  ['MatchRegex searches anywhere unless anchored', 'MatchRegex', 'xxabcxx', 'abc', true],
  ['MatchRegex with an invalid pattern matches nobody', 'MatchRegex', 'abc', '(', false],
  ['MatchRegex with a .NET-only inline flag matches nobody', 'MatchRegex', 'ABC', '(?i)abc', false],
  [
    'NotMatchRegex matches when the pattern does not',
    'NotMatchRegex',
    'bob@other.com',
    '@acme\\.com$',
    true,
  ],
  [
    'NotMatchRegex does not match when the pattern does',
    'NotMatchRegex',
    'bob@acme.com',
    'acme',
    false,
  ],
  [
    'NotMatchRegex with an invalid pattern matches nobody either',
    'NotMatchRegex',
    'abc',
    '[',
    false,
  ],
  // lists
  ['IsOneOf matches a listed value', 'IsOneOf', 'us', '["cn","us","jp"]', true],
  ['IsOneOf needs an exact member', 'IsOneOf', 'u', '["cn","us","jp"]', false],
  ['IsOneOf tolerates null members', 'IsOneOf', 'us', '[null,"us"]', true],
  ['IsOneOf with invalid JSON matches nobody', 'IsOneOf', 'us', '["us"', false],
  ['IsOneOf with a non-string member matches nobody', 'IsOneOf', '1', '["us",1]', false],
  ['IsOneOf with a JSON object matches nobody', 'IsOneOf', 'us', '{"0":"us"}', false],
  ['IsOneOf with JSON null matches nobody', 'IsOneOf', 'us', 'null', false],
  ['IsOneOf with a comma list (not JSON) matches nobody', 'IsOneOf', 'us', 'us,cn', false],
  ['NotOneOf matches an unlisted value', 'NotOneOf', 'de', '["cn","us"]', true],
  ['NotOneOf does not match a listed value', 'NotOneOf', 'us', '["cn","us"]', false],
  ['NotOneOf with invalid JSON matches nobody', 'NotOneOf', 'de', 'not json', false],
  ['NotOneOf with JSON null matches everyone, as in FeatBit', 'NotOneOf', 'de', 'null', true],
  // booleans: v ignored
  ['IsTrue matches "true" in any case', 'IsTrue', 'TrUe', 'IsTrue', true],
  ['IsTrue ignores the rule value', 'IsTrue', 'true', 'false', true],
  ['IsTrue does not match "1"', 'IsTrue', '1', 'IsTrue', false],
  ['IsTrue does not trim', 'IsTrue', ' true', 'IsTrue', false],
  ['IsFalse matches "FALSE" in any case', 'IsFalse', 'FALSE', 'IsFalse', true],
  ['IsFalse does not match the empty value', 'IsFalse', '', 'IsFalse', false],
  ['IsFalse does not accept Unicode look-alikes', 'IsFalse', 'fal\u017fe', 'IsFalse', false],
  // unknown
  ['an unknown operator matches nobody', 'Between', '5', '[1,10]', false],
  ['operator names are case-sensitive', 'equal', 'a', 'a', false],
  ['"constructor" is an unknown operator, not a prototype member', 'constructor', 'a', 'a', false],
  ['"__proto__" is an unknown operator', '__proto__', 'a', 'a', false],
];

describe('isOperatorMatch', () => {
  it.each(cases)('%s', (_description, op, user, rule, expected) => {
    expect(isOperatorMatch(op, user, rule)).toBe(expected);
  });

  it('knows exactly FeatBit’s 16 operators, each covered above', () => {
    expect(OPERATOR_NAMES).toHaveLength(16);
    for (const op of OPERATOR_NAMES) {
      expect(cases.some(([, caseOp, , , expected]) => caseOp === op && expected)).toBe(true);
      expect(cases.some(([, caseOp, , , expected]) => caseOp === op && !expected)).toBe(true);
    }
  });

  it.each(OPERATOR_NAMES)(
    '%s never matches a null user value, not even a negated operator',
    (op) => {
      expect(isOperatorMatch(op, null, '["x"]')).toBe(false);
    },
  );

  it.each(OPERATOR_NAMES)('%s never matches a null rule value', (op) => {
    expect(isOperatorMatch(op, 'true', null)).toBe(false);
  });

  it('does not keep state between regex evaluations', () => {
    const results = [1, 2, 3].map(() => isOperatorMatch('MatchRegex', 'aaa', 'a'));
    expect(results).toEqual([true, true, true]);
  });
});
