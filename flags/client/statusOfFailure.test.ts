import { isUnrecoverableStatus, statusOfFailure } from './statusOfFailure';

describe('statusOfFailure', () => {
  it('reads the status out of the SDK 4.2.15 polling message, where the field is lost', () => {
    const error = Object.assign(
      new Error(
        'Received I/O error (Unexpected status code: 401) for polling request - giving up permanently',
      ),
      { status: undefined },
    );
    expect(statusOfFailure(error)).toBe(401);
  });

  it('reads the message format of SDK versions that keep the status', () => {
    expect(
      statusOfFailure(new Error('Received error 503 for polling request - giving up permanently')),
    ).toBe(503);
  });

  it('prefers the status or code fields when present', () => {
    expect(statusOfFailure({ status: 403, message: 'status code: 500' })).toBe(403);
    expect(statusOfFailure({ code: 404 })).toBe(404);
  });

  it('finds nothing in a network error or a non-error', () => {
    expect(
      statusOfFailure(new Error('Received I/O error (fetch failed) for polling request')),
    ).toBeUndefined();
    expect(statusOfFailure({ code: 4003 })).toBeUndefined();
    expect(statusOfFailure('boom')).toBeUndefined();
    expect(statusOfFailure(null)).toBeUndefined();
  });
});

describe('isUnrecoverableStatus', () => {
  it('treats 4xx other than 400, 408 and 429 as final (docs/flags.md)', () => {
    expect([401, 403, 404, 410, 499].map(isUnrecoverableStatus)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 408, 429, 500, 503, undefined].map(isUnrecoverableStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
