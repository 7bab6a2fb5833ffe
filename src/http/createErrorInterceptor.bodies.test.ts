import type { AxiosInstance } from 'axios';
import { failureOf } from './testing/scriptedRoutes';
import { interceptedClients } from './testing/interceptedClients';

const clientWith = interceptedClients();

let http: AxiosInstance;

beforeEach(() => {
  http = clientWith();
});

const answer = (status: number, body?: unknown) =>
  failureOf(http.post('/respond', { status, body }));
const rawAnswer = (status: number, raw: string) =>
  failureOf(http.post('/respond', { status, raw }));

describe('createErrorInterceptor reading the body', () => {
  describe('when the body has a message', () => {
    it('uses it, with the status as the code', async () => {
      const error = await answer(400, { message: 'amount is required' });
      expect(error).toMatchObject({ code: '400', status: 400, message: 'amount is required' });
      expect(error.data).toEqual({ message: 'amount is required' });
    });
  });

  describe('when the body has only msg', () => {
    it('uses msg', async () => {
      await expect(answer(400, { msg: 'bad request body' })).resolves.toMatchObject({
        message: 'bad request body',
      });
    });
  });

  describe('when the body is the error envelope', () => {
    it('takes the code and message from it', async () => {
      const error = await answer(400, {
        error: { code: 'error:idp:missing-authcode', message: 'No auth code found' },
      });
      expect(error).toMatchObject({
        code: 'error:idp:missing-authcode',
        message: 'No auth code found',
        status: 400,
      });
    });
  });

  describe('when the body says nothing useful', () => {
    it.each([
      ['an empty object', {}],
      ['null', null],
      ['an array', [1, 2]],
    ])('falls back to the status and status text for %s', async (_label, body) => {
      await expect(answer(500, body)).resolves.toMatchObject({
        code: '500',
        message: 'Internal Server Error',
      });
    });
  });

  describe('when the body is an HTML page', () => {
    it('falls back to the status text and keeps the page as data', async () => {
      const error = await rawAnswer(502, '<html><body>gateway down</body></html>');
      expect(error).toMatchObject({ code: '502', message: 'Bad Gateway' });
      expect(error.data).toBe('<html><body>gateway down</body></html>');
    });
  });

  describe('when the message is huge', () => {
    it('clips it instead of showing megabytes', async () => {
      const error = await answer(500, { message: 'x'.repeat(3_000_000) });
      expect(error.message.length).toBeLessThanOrEqual(1001);
    });
  });

  describe('when the body carries a custom error code', () => {
    it('exposes it as errorCode', async () => {
      await expect(answer(402, { errorCode: 'E402', msg: 'no' })).resolves.toMatchObject({
        code: '402',
        errorCode: 'E402',
      });
    });
  });
});
