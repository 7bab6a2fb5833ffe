import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { HttpError } from './HttpError';
import { toHttpError, UNKNOWN_CODE } from './toHttpError';

// The network cases run against a real server in createErrorInterceptor.test.ts; these are the
// bodies a server cannot send (cycles, throwing getters) and errors that are not axios's.
function answered(status: number, data: unknown, statusText = 'Status Text'): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText, data, headers: {}, config };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
}

describe('toHttpError', () => {
  describe('when the error is already an HttpError', () => {
    it('returns it untouched', () => {
      const error = HttpError.cancelled();
      expect(toHttpError(error)).toBe(error);
    });
  });

  describe('when the body refers to itself', () => {
    it('still maps, with the status as the fallback', () => {
      const data: Record<string, unknown> = {};
      data.self = data;
      const error = toHttpError(answered(500, data, 'Internal Server Error'));
      expect(error).toMatchObject({ code: '500', message: 'Internal Server Error', status: 500 });
    });
  });

  describe('when the message is an object that refers to itself', () => {
    it('falls back to the status text', () => {
      const message: Record<string, unknown> = {};
      message.self = message;
      expect(toHttpError(answered(400, { message }, 'Bad Request')).message).toBe('Bad Request');
    });
  });

  describe('when the message is structured but not a policy check', () => {
    it('shows it as JSON', () => {
      expect(toHttpError(answered(400, { message: [{ field: 'a' }] })).message).toBe(
        '[{"field":"a"}]',
      );
    });
  });

  describe('when reading the body throws', () => {
    it('maps from the status instead of throwing', () => {
      const hostile = new Proxy(
        {},
        {
          get() {
            throw new Error('no');
          },
          getPrototypeOf() {
            throw new Error('no');
          },
        },
      );
      expect(toHttpError(answered(502, hostile, 'Bad Gateway'))).toMatchObject({
        code: '502',
        message: 'Bad Gateway',
      });
    });
  });

  describe('when there is neither a message nor a status text', () => {
    it("uses axios's message", () => {
      expect(toHttpError(answered(500, '', '')).message).toBe('Request failed');
    });
  });

  describe('when axios failed without an answer and without a code', () => {
    it('uses the unknown code and keeps the message', () => {
      const error = toHttpError(new AxiosError('odd failure'));
      expect(error).toMatchObject({ code: UNKNOWN_CODE, message: 'odd failure' });
      expect(error.status).toBeUndefined();
    });
  });

  describe('when something other than axios failed', () => {
    it('wraps an Error with the unknown code', () => {
      const cause = new TypeError('bad interceptor');
      const error = toHttpError(cause);
      expect(error).toMatchObject({ code: UNKNOWN_CODE, message: 'bad interceptor' });
      expect(error.cause).toBe(cause);
    });

    it('wraps a thrown string', () => {
      expect(toHttpError('plain text').message).toBe('plain text');
    });

    it('wraps a thrown undefined with a generic message', () => {
      expect(toHttpError(undefined).message).toBe('Unknown error');
    });
  });
});
