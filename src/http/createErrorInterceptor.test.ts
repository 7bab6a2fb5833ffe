import type { AxiosInstance } from 'axios';
import type { UnauthorizedHandler } from './createErrorInterceptor';
import { failureOf } from './testing/scriptedRoutes';
import { interceptedClients } from './testing/interceptedClients';

const clientWith = interceptedClients();

let onUnauthorized: jest.Mock<ReturnType<UnauthorizedHandler>, Parameters<UnauthorizedHandler>>;
let http: AxiosInstance;

beforeEach(() => {
  onUnauthorized = jest.fn();
  http = clientWith({ getUnauthorizedHandler: () => onUnauthorized });
});

const answer = (status: number, body?: unknown) =>
  failureOf(http.post('/respond', { status, body }));

describe('createErrorInterceptor', () => {
  describe('when the status is 403', () => {
    it('does not show a message', async () => {
      await expect(answer(403, { message: 'forbidden' })).resolves.toMatchObject({
        status: 403,
        showMessage: false,
      });
    });
  });

  describe('when the body asks to hide the message', () => {
    it.each([{ hiddenMessage: true }, { hideMessage: true }])(
      'does not show it for %j',
      async (flags) => {
        await expect(answer(400, { message: 'quiet', ...flags })).resolves.toMatchObject({
          showMessage: false,
        });
      },
    );
  });

  describe('when the failure is an ordinary one', () => {
    it('shows the message', async () => {
      await expect(answer(500, { message: 'boom' })).resolves.toMatchObject({ showMessage: true });
    });
  });

  describe('when the status is 401', () => {
    it('tells the unauthorized handler and still rejects', async () => {
      const error = await answer(401, { message: 'not logged in' });
      expect(error).toMatchObject({ status: 401, code: '401' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(error);
    });
  });

  describe('when a code means the session is gone', () => {
    it.each([
      'error:common:unauthorized',
      'error:common:access-token-expired',
      'error:common:access-token-invalid',
    ])('tells the unauthorized handler for %s', async (code) => {
      await answer(400, { error: { code, message: 'token' } });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the failure has nothing to do with the session', () => {
    it('does not tell the unauthorized handler', async () => {
      await answer(403, { message: 'forbidden' });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when the unauthorized handler itself fails', () => {
    it('reports it and still rejects with the HTTP error', async () => {
      const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      onUnauthorized.mockImplementation(() => {
        throw new Error('handler broke');
      });
      await expect(answer(401, {})).resolves.toMatchObject({ status: 401 });
      onUnauthorized.mockImplementation(() => Promise.reject(new Error('async handler broke')));
      await expect(answer(401, {})).resolves.toMatchObject({ status: 401 });
      await Promise.resolve();
      expect(report).toHaveBeenCalledTimes(2);
      report.mockRestore();
    });
  });
});
