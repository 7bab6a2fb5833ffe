import { MAX_VALUE_LENGTH } from './readQueryPairs';
import { parseStartupParams, readStartupParams } from './StartupParams';

describe('parseStartupParams with hostile input', () => {
  describe('when ekbCorpId is malformed', () => {
    it('drops it, keeps the other parameters and warns', () => {
      const { params, warnings } = readStartupParams('?ekbCorpId=%E0%A4%A&code=ok');
      expect(params.ekbCorpId).toBeUndefined();
      expect(params.code).toBe('ok');
      expect(warnings).toEqual([{ key: 'ekbCorpId', reason: 'malformed-encoding' }]);
    });
  });

  describe('when a key is malformed', () => {
    it('ignores that pair without throwing', () => {
      expect(parseStartupParams('?co%de=1&%=2&state=s').state).toBe('s');
    });
  });

  describe('when a known key is percent-encoded', () => {
    it('is recognised after decoding', () => {
      expect(parseStartupParams('?%63ode=abc').code).toBe('abc');
    });
  });

  describe('when a key is repeated', () => {
    it('keeps the first value and warns once', () => {
      const { params, warnings } = readStartupParams('?code=first&code=second&code=third');
      expect(params.code).toBe('first');
      expect(warnings).toEqual([{ key: 'code', reason: 'repeated' }]);
    });

    it('does not let a later copy replace a dropped first one', () => {
      expect(parseStartupParams('?code=%ZZ&code=second').code).toBeUndefined();
    });
  });

  describe('when a value is very long', () => {
    it('keeps it up to the cap', () => {
      const value = 'a'.repeat(MAX_VALUE_LENGTH);
      expect(parseStartupParams(`?attr=${value}`).attr).toBe(value);
    });

    it('drops it past the cap and warns', () => {
      const { params, warnings } = readStartupParams(`?attr=${'a'.repeat(MAX_VALUE_LENGTH + 1)}`);
      expect(params.attr).toBeUndefined();
      expect(warnings).toEqual([{ key: 'attr', reason: 'too-long' }]);
    });
  });

  describe.each([
    ['a NUL', '%00'],
    ['a newline', 'a%0Ab'],
    ['a DEL', '%7F'],
    ['a C1 control', '%C2%85'],
    ['a bidi override', '%E2%80%AE'],
    ['a line separator', '%E2%80%A8'],
  ])('when a value contains %s', (_label, raw) => {
    it('drops the value and warns', () => {
      const { params, warnings } = readStartupParams(`?state=${raw}`);
      expect(params.state).toBeUndefined();
      expect(warnings).toEqual([{ key: 'state', reason: 'control-characters' }]);
    });
  });

  describe('when the address tries to reach the object prototype', () => {
    const search =
      '?__proto__=x&__proto__[polluted]=1&constructor=y&constructor[prototype][polluted]=1' +
      '&prototype=z&toString=1&hasOwnProperty=1&code=ok';

    it('does not pollute Object.prototype', () => {
      parseStartupParams(search);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
    });

    it('still reads the real parameters and adds no own keys', () => {
      const params = parseStartupParams(search);
      expect(params.code).toBe('ok');
      expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
      expect(Object.keys(params)).not.toContain('__proto__');
      expect(Object.keys(params)).not.toContain('toString');
    });

    it('reports each reserved key once', () => {
      expect(readStartupParams(search).warnings).toEqual([
        { key: '__proto__', reason: 'reserved-key' },
        { key: 'constructor', reason: 'reserved-key' },
        { key: 'prototype', reason: 'reserved-key' },
      ]);
    });
  });

  describe('when warnings are reported', () => {
    it('never carries the dropped value, which may be a secret', () => {
      const { warnings } = readStartupParams('?accessToken=secret%0A&accessToken=secret2');
      expect(JSON.stringify(warnings)).not.toContain('secret');
    });
  });

  describe('when the input is only separators', () => {
    it.each(['?', '&&&', '?=&=', '#', '?#?code=1'])('reads %p as empty', (search) => {
      expect(parseStartupParams(search).code).toBeUndefined();
    });
  });
});
