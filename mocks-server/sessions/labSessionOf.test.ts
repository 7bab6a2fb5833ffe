import { labSessionOf } from './labSessionOf';

describe('labSessionOf', () => {
  it('prefers the header, then the cookie, then the default session', () => {
    expect(labSessionOf({ headers: { 'x-lab-session': 'w1', cookie: 'lab-session=c1' } })).toBe(
      'w1',
    );
    expect(labSessionOf({ headers: { cookie: 'a=1; lab-session=c1' } })).toBe('c1');
    expect(labSessionOf({ headers: {} })).toBe('default');
  });

  it('ignores malformed ids instead of trusting them', () => {
    expect(
      labSessionOf({ headers: { 'x-lab-session': '../etc', cookie: 'lab-session=%00' } }),
    ).toBe('default');
    expect(labSessionOf({ headers: { 'x-lab-session': 'x'.repeat(65) } })).toBe('default');
  });
});
