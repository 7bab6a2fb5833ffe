import fc from 'fast-check';
import { parseStartupParams, readStartupParams } from './StartupParams';

// Any code point (no lone surrogates, which encodeURIComponent rejects) minus the controls
// that the parser drops on purpose.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const safeValue = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 200 })
  .filter((value) => !UNSAFE.test(value));

const queryPiece = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('code', 'sdkName', 'needPostEvent', '__proto__', '%', '%E0%A4%A', '=', '&', '#'),
);

describe('parseStartupParams properties', () => {
  describe('when the address is arbitrary text', () => {
    it('never throws', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (search) => {
          readStartupParams(search);
        }),
      );
    });

    it('never throws on query-shaped noise either', () => {
      fc.assert(
        fc.property(fc.array(queryPiece, { maxLength: 20 }), (pieces) => {
          readStartupParams(`?${pieces.join('')}`);
        }),
      );
    });
  });

  describe('when a safe value is encoded with encodeURIComponent', () => {
    it('reads back exactly the same value', () => {
      fc.assert(
        fc.property(safeValue, (value) => {
          const params = parseStartupParams(`?x=1&code=${encodeURIComponent(value)}&y`);
          expect(params.code).toBe(value);
        }),
      );
    });
  });

  describe('when a switch is given any value', () => {
    it('is on exactly for 1, true or yes in any case', () => {
      fc.assert(
        fc.property(fc.string(), (value) => {
          const on = parseStartupParams(`?singlePoint=${encodeURIComponent(value)}`).singlePoint;
          expect(on).toBe(['1', 'true', 'yes'].includes(value.toLowerCase()));
        }),
      );
    });
  });
});
