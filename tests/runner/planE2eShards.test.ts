import { planE2eShards } from './planE2eShards';

describe('planning e2e shards by measured time', () => {
  it('puts the longest files apart and fills the lighter shard with the short ones', () => {
    const weights = { 'a.e2e.ts': 100, 'b.e2e.ts': 90, 'c.e2e.ts': 50, 'd.e2e.ts': 40 };
    expect(planE2eShards(Object.keys(weights), weights, 2)).toEqual([
      ['a.e2e.ts', 'd.e2e.ts'],
      ['b.e2e.ts', 'c.e2e.ts'],
    ]);
  });

  it('counts a file no run has measured yet as a median one, so it is still run', () => {
    const plan = planE2eShards(['new.e2e.ts', 'a.e2e.ts'], { 'a.e2e.ts': 10, 'b.e2e.ts': 30 }, 2);
    expect(plan.flat().sort()).toEqual(['a.e2e.ts', 'new.e2e.ts']);
  });

  it('leaves out empty shards when there are fewer files than shards', () => {
    expect(planE2eShards(['a.e2e.ts'], {}, 3)).toEqual([['a.e2e.ts']]);
  });
});
