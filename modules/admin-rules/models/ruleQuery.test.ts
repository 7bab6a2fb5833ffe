import { ruleByIdBody, ruleSearchBody } from './ruleQuery';

describe('the rule list query', () => {
  it('filters active rules and pages from 0 as start = page*pageSize', () => {
    expect(ruleSearchBody('', 0)).toEqual({
      filterBy: 'active == true',
      limit: { start: 0, count: 10 },
    });
    expect(ruleSearchBody('', 3, 20).limit).toEqual({ start: 60, count: 20 });
  });

  it('adds a name-contains clause when a trimmed name is typed', () => {
    expect(ruleSearchBody('  差旅 ', 0).filterBy).toBe('active == true && name.contains("差旅")');
    expect(ruleSearchBody('   ', 0).filterBy).toBe('active == true');
  });

  it('reads a bad page as the first', () => {
    expect(ruleSearchBody('', -1).limit.start).toBe(0);
    expect(ruleSearchBody('', 1.5).limit.start).toBe(0);
  });

  it('looks one rule up by id among the active ones', () => {
    expect(ruleByIdBody('r1')).toEqual({
      filterBy: 'active == true && id == "r1"',
      limit: { start: 0, count: 1 },
    });
  });
});
