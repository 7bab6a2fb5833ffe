import { meetsExpectation, parseCountExpectation } from './parseCountExpectation';

const parse = (query: string) => parseCountExpectation(new URLSearchParams(query));

describe('parseCountExpectation', () => {
  it('reads exact, lower and upper bounds together', () => {
    expect(parse('count=3&atLeast=2&atMost=5')).toEqual({
      expected: { count: 3, atLeast: 2, atMost: 5 },
    });
  });

  it('refuses a verify without any bound, since it would always pass', () => {
    expect(parse('path=/api')).toEqual({ problem: expect.stringContaining('count') });
  });

  it('refuses negative, fractional and non-numeric bounds', () => {
    expect(parse('count=-1')).toHaveProperty('problem');
    expect(parse('atLeast=1.5')).toHaveProperty('problem');
    expect(parse('atMost=many')).toHaveProperty('problem');
  });

  it('holds only when every bound holds', () => {
    expect(meetsExpectation(3, { count: 3 })).toBe(true);
    expect(meetsExpectation(2, { count: 3 })).toBe(false);
    expect(meetsExpectation(2, { atLeast: 2, atMost: 5 })).toBe(true);
    expect(meetsExpectation(6, { atLeast: 2, atMost: 5 })).toBe(false);
    expect(meetsExpectation(1, { atLeast: 2 })).toBe(false);
  });
});
