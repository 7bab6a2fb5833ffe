import { changeSummary } from './linkedSync';
import { booleanFlag } from './testing/flagFixtures';

const none = { flags: [], segments: [] };

describe('changeSummary', () => {
  it('states a flag, a segment and a reset as a recording names them', () => {
    const after = booleanFlag('module-bills');
    expect(changeSummary({ kind: 'flag', key: 'module-bills', before: null, after })).toEqual({
      change: 'flag',
      key: 'module-bills',
      flagKeys: ['module-bills'],
    });
    const segment = { id: 'seg-1', flagKeys: ['a', 'b'], before: null, after: null };
    expect(changeSummary({ kind: 'segment', ...segment })).toEqual({
      change: 'segment',
      key: 'seg-1',
      flagKeys: ['a', 'b'],
    });
    expect(changeSummary({ kind: 'reset', before: none, after: none })).toEqual({
      change: 'reset',
      key: null,
      flagKeys: [],
    });
  });
});
