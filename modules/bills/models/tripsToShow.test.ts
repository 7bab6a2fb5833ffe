import { trip } from '../testing/relationFixtures';
import { tripsToShow } from './tripsToShow';

const trips = [
  trip('a', 1, { importStatus: 'IMPORTED' }),
  trip('b', 5, { importStatus: 'NOTIMPORTED' }),
  trip('c', 3, { importStatus: 'IMPORTED' }),
  trip('d', 4, { importStatus: null }),
];

describe('tripsToShow', () => {
  it('puts the latest departure first', () => {
    expect(tripsToShow(trips, 'ALL').map((each) => each.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('keeps only the chosen import status, still latest first', () => {
    expect(tripsToShow(trips, 'IMPORTED').map((each) => each.id)).toEqual(['c', 'a']);
    expect(tripsToShow(trips, 'NOTIMPORTED').map((each) => each.id)).toEqual(['b']);
  });

  it('leaves the given list as it was', () => {
    tripsToShow(trips, 'ALL');
    expect(trips.map((each) => each.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
