import { parse } from '../core/parse';
import { resourceListSchema } from './resources';

describe('the resource list contract', () => {
  it('keeps the fields the opener reads and drops an entry without a source type, naming it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const items = [
      { sourceType: ' SLIDE ', source: '/trip', type: 'BUTTON_TRIP_MONEY', extra: { a: 1 } },
      { type: 'NO_SOURCE_TYPE' },
      { sourceType: 'OPEN_LINK', type: 7 },
    ];
    expect(parse(resourceListSchema, { items })).toEqual([
      {
        sourceType: 'SLIDE',
        source: '/trip',
        type: 'BUTTON_TRIP_MONEY',
        description: '',
        extra: { a: 1 },
      },
      { sourceType: 'OPEN_LINK', type: '', description: '' },
    ]);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^items\[1\] dropped: sourceType: /),
    ]);
    warn.mockRestore();
  });

  it('keeps at most twenty resources', () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ sourceType: `S${index}` }));
    expect(parse(resourceListSchema, { items })).toHaveLength(20);
  });
});
