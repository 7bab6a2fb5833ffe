import { commonFields } from '../specifications/commonFields';
import { BillActionError } from './BillActionError';
import { readDraftValue } from './readDraftValue';

const trip = commonFields().find((field) => field.name === 'trip');
if (!trip) throw new Error('the common fields lost their trip');

const problemOf = (value: unknown) => {
  try {
    readDraftValue(trip, value);
  } catch (error) {
    if (error instanceof BillActionError) return [error.status, error.message];
    throw error;
  }
  throw new Error('expected a 400');
};

describe('a complex draft value', () => {
  it('is kept part by part, each checked as a field of its own', () => {
    const value = {
      fromCity: 'city-sh',
      toCity: 'city-bj',
      tripMeans: 'train',
      tripDates: { start: 1_767_225_600_000, end: 1_767_312_000_000 },
    };
    expect(readDraftValue(trip, value)).toEqual(value);
  });

  it('leaves out the parts not sent and keeps null as cleared', () => {
    expect(readDraftValue(trip, { fromCity: 'city-sh' })).toEqual({ fromCity: 'city-sh' });
    expect(readDraftValue(trip, null)).toBeNull();
  });

  it('refuses a part the specification does not have, or a bad part, with the part named', () => {
    expect(problemOf({ fromCity: 'city-sh', hotel: 'x' })).toEqual([
      400,
      'trip has no sub-field hotel',
    ]);
    expect(problemOf({ tripMeans: 'ROCKET' })).toEqual([
      400,
      expect.stringMatching(/^trip\.tripMeans must be one of /),
    ]);
    expect(problemOf('Shanghai')).toEqual([400, 'trip must be an object of its sub-fields']);
  });
});
