import { readCookie } from './readCookie';

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; lab-scenario=bundle-404%2Cslow-loader; b=2', 'lab-scenario')).toBe(
      'bundle-404,slow-loader',
    );
  });

  it('does not confuse a cookie whose name only ends with the wanted one', () => {
    expect(readCookie('xlab-tenant=1', 'lab-tenant')).toBeUndefined();
  });

  it('gives undefined for an absent cookie or no header', () => {
    expect(readCookie('a=1', 'lab-tenant')).toBeUndefined();
    expect(readCookie(undefined, 'lab-tenant')).toBeUndefined();
  });

  it('gives null for a cookie whose encoding is malformed', () => {
    expect(readCookie('lab-tenant=%E0%A4%A', 'lab-tenant')).toBeNull();
  });
});
