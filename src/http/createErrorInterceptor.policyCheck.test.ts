import type { AxiosInstance } from 'axios';
import { failureOf } from './testing/scriptedRoutes';
import { interceptedClients } from './testing/interceptedClients';
import type { HttpLocale } from './httpMessages';

const clientWith = interceptedClients();

let locale: HttpLocale;
let http: AxiosInstance;

beforeEach(() => {
  locale = 'zh-CN';
  http = clientWith({ getLocale: () => locale });
});

const answer = (status: number, body?: unknown) =>
  failureOf(http.post('/respond', { status, body }));

const blockingChecks = [
  { type: 'policyCheck', allowSubmit: true, message: 'hotel over budget' },
  { type: 'policyCheck', allowSubmit: false, message: 'taxi over budget' },
];

describe('createErrorInterceptor with policy checks', () => {
  describe('when a policy check forbids submitting', () => {
    it('shows the localised standard-violation text in Chinese by default', async () => {
      const error = await answer(400, { message: blockingChecks });
      expect(error).toMatchObject({
        code: 'error:policy-check',
        message: '该单据不符合费用标准，无法提交',
        showMessage: true,
      });
    });

    it('shows the English text when the locale is en-US', async () => {
      locale = 'en-US';
      await expect(answer(400, { message: blockingChecks })).resolves.toMatchObject({
        message: 'this bill does not meet the expense standard, cannot submit',
      });
    });

    it('reads the checks from a message string holding a JSON array', async () => {
      await expect(answer(400, { msg: JSON.stringify(blockingChecks) })).resolves.toMatchObject({
        code: 'error:policy-check',
      });
    });

    it('uses the messages passed as an option', async () => {
      const messages = {
        'zh-CN': { policyCheckViolation: '超标' },
        'en-US': { policyCheckViolation: 'over the limit' },
      };
      const custom = clientWith({ messages });
      const request = custom.post('/respond', { status: 400, body: { message: blockingChecks } });
      await expect(failureOf(request)).resolves.toMatchObject({ message: '超标' });
    });
  });

  describe('when every policy check allows submitting', () => {
    it('keeps the server message and status code', async () => {
      const allowed = [{ type: 'policyCheck', allowSubmit: true }];
      await expect(answer(400, { message: allowed })).resolves.toMatchObject({
        code: '400',
        message: JSON.stringify(allowed),
      });
    });
  });
});
