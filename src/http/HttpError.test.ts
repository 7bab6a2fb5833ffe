import { HttpError, IGNORE_CODE } from './HttpError';

describe('HttpError', () => {
  describe('when built from a server answer', () => {
    const error = new HttpError({
      code: '500',
      message: 'boom',
      status: 500,
      errorCode: 'E1',
      data: { message: 'boom' },
    });

    it('is an Error carrying the code, status and body', () => {
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('HttpError');
      expect(error.message).toBe('boom');
      expect(error).toMatchObject({ code: '500', status: 500, errorCode: 'E1' });
      expect(error.data).toEqual({ message: 'boom' });
    });

    it('shows its message unless told otherwise', () => {
      expect(error.showMessage).toBe(true);
    });

    it('is not ignorable', () => {
      expect(error.isIgnorable).toBe(false);
    });
  });

  describe('when the request was cancelled by a newer one', () => {
    const error = HttpError.cancelled();

    it('uses the ignore code and the cancellation message', () => {
      expect(error.code).toBe(IGNORE_CODE);
      expect(error.message).toBe('This request has been cancelled');
    });

    it('is ignorable and silent', () => {
      expect(error.isIgnorable).toBe(true);
      expect(error.showMessage).toBe(false);
    });
  });

  describe('when deciding whether the session is gone', () => {
    it.each([
      ['a 401 status', { code: '401', status: 401 }],
      ['the unauthorized code', { code: 'error:common:unauthorized', status: 400 }],
      ['the expired-token code', { code: 'error:common:access-token-expired' }],
      ['the invalid-token code', { code: 'error:common:access-token-invalid' }],
      ['a flat errorCode saying so', { code: '400', errorCode: 'error:common:unauthorized' }],
    ])('treats %s as unauthorized', (_label, init) => {
      expect(new HttpError({ message: 'x', ...init }).isUnauthorized).toBe(true);
    });

    it('does not treat a 403 as unauthorized', () => {
      expect(new HttpError({ code: '403', status: 403, message: 'x' }).isUnauthorized).toBe(false);
    });
  });

  describe('when given a cause', () => {
    it('keeps it for debugging', () => {
      const cause = new Error('root');
      expect(new HttpError({ code: 'x', message: 'y', cause }).cause).toBe(cause);
    });
  });
});
