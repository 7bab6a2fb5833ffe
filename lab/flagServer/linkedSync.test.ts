import { changeSummary } from './linkedSync';

describe('changeSummary', () => {
  it('states a flag, a segment and a reset as a recording names them', () => {
    expect(changeSummary({ kind: 'flag', key: 'module-bills' })).toEqual({
      change: 'flag',
      key: 'module-bills',
      flagKeys: ['module-bills'],
    });
    expect(changeSummary({ kind: 'segment', id: 'seg-1', flagKeys: ['a', 'b'] })).toEqual({
      change: 'segment',
      key: 'seg-1',
      flagKeys: ['a', 'b'],
    });
    expect(changeSummary({ kind: 'reset' })).toEqual({ change: 'reset', key: null, flagKeys: [] });
  });
});
