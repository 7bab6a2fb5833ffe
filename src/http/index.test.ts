import * as http from './index';

describe('the http entry point', () => {
  it('exposes the client factory, the error type and the message catalogue', () => {
    expect(typeof http.createHttpClient).toBe('function');
    expect(typeof http.toHttpError).toBe('function');
    expect(http.HttpError.cancelled()).toBeInstanceOf(http.HttpError);
    expect(http.httpMessages['en-US'].policyCheckViolation).toMatch(/expense standard/);
  });

  it('names the grant header and the dedup window the spec fixes', () => {
    expect(http.GRANT_HEADER).toBe('X-HAF-Staff-Grant');
    expect(http.DEFAULT_DEDUP_WINDOW_MS).toBe(1000);
  });

  it('exports nothing by default', () => {
    expect('default' in http).toBe(false);
  });
});
