import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { HttpError, toHttpError } from '@shell/http';
import { errorNoticeText } from './errorNoticeText';

function answered(status: number, data: unknown, statusText = ''): HttpError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText, data, headers: {}, config };
  const cause = new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    undefined,
    response,
  );
  return toHttpError(cause);
}

const policyCheck = {
  message: JSON.stringify([{ type: 'policyCheck', allowSubmit: false, message: 'over' }]),
};

describe('errorNoticeText', () => {
  describe('when the action was refused with a 403', () => {
    it('says nothing, even when the server sent a message', () => {
      expect(errorNoticeText(answered(403, { message: 'no access' }), 'zh-CN')).toBeNull();
      expect(errorNoticeText(answered(403, {}, 'Forbidden'), 'en-US')).toBeNull();
    });
  });

  describe('when the server hid its message or the request was superseded', () => {
    it('says nothing', () => {
      expect(errorNoticeText(answered(500, { message: 'x', hiddenMessage: true }), 'zh-CN')).toBe(
        null,
      );
      expect(errorNoticeText(HttpError.cancelled(), 'zh-CN')).toBeNull();
    });
  });

  describe('when the server said why', () => {
    it('shows its message', () => {
      const error = answered(500, { message: '预算不足，无法提交' });
      expect(errorNoticeText(error, 'zh-CN')).toBe('预算不足，无法提交');
      expect(errorNoticeText(error, 'en-US')).toBe('预算不足，无法提交');
    });

    it('shows its msg', () => {
      expect(errorNoticeText(answered(400, { msg: 'amount is required' }), 'en-US')).toBe(
        'amount is required',
      );
    });

    it('prefers message over the envelope', () => {
      const error = answered(400, { message: 'flat', error: { message: 'enveloped' } });
      expect(errorNoticeText(error, 'zh-CN')).toBe('flat');
    });

    it('shows the envelope error.message when there is no message', () => {
      const error = answered(409, { error: { code: 'error:state', message: '单据已被处理' } });
      expect(errorNoticeText(error, 'zh-CN')).toBe('单据已被处理');
    });

    it('shows the status text when the body says nothing', () => {
      expect(errorNoticeText(answered(502, '<html></html>', 'Bad Gateway'), 'en-US')).toBe(
        'Bad Gateway',
      );
    });
  });

  describe('when the answer is a policy check that forbids submitting', () => {
    it('shows the standard-violation message in the person’s locale', () => {
      const error = answered(400, policyCheck);
      expect(errorNoticeText(error, 'zh-CN')).toBe('该单据不符合费用标准，无法提交');
      expect(errorNoticeText(error, 'en-US')).toBe(
        'this bill does not meet the expense standard, cannot submit',
      );
    });
  });

  describe('when nothing usable was said', () => {
    it('shows the generic text in the person’s locale', () => {
      const empty = answered(500, {});
      expect(errorNoticeText(empty, 'zh-CN')).toBe('操作失败，请稍后重试');
      expect(errorNoticeText(empty, 'en-US')).toBe('The action failed, please try again later');
    });

    it('does not show a network failure’s English or a crash’s text', () => {
      const network = new HttpError({ code: 'ERR_NETWORK', message: 'Network Error' });
      expect(errorNoticeText(network, 'zh-CN')).toBe('操作失败，请稍后重试');
      expect(errorNoticeText(new TypeError('x is undefined'), 'en-US')).toBe(
        'The action failed, please try again later',
      );
      expect(errorNoticeText(undefined, 'zh-CN')).toBe('操作失败，请稍后重试');
    });
  });
});
