import fc from 'fast-check';
import { CorporationListError, MAX_CORPORATIONS, parseCorporations } from './loadCorporations';

const item = fc.oneof(
  fc.anything(),
  fc.record({
    id: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.anything()),
    name: fc.oneof(fc.string(), fc.anything()),
    staffId: fc.anything(),
  }),
);

describe('when the corporation list answer is hostile', () => {
  it('either lists unique, named corporations within the cap or throws CorporationListError', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ items: fc.oneof(fc.array(item), fc.anything()) }),
    );
    fc.assert(
      fc.property(body, (answer) => {
        try {
          const corporations = parseCorporations(answer);
          const ids = corporations.map((corporation) => corporation.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(corporations.length).toBeLessThanOrEqual(MAX_CORPORATIONS);
          for (const corporation of corporations) {
            expect(corporation.id).not.toBe('');
            expect(corporation.name.trim()).toBe(corporation.name);
            expect(corporation.name).not.toBe('');
          }
        } catch (error) {
          expect(error).toBeInstanceOf(CorporationListError);
        }
      }),
    );
  });
});
