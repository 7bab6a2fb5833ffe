import type { CodeFailure } from './GrantStore';
import type { HostError } from './hostErrorBody';

export type CodeErrors = Record<CodeFailure, HostError>;

/** What each vendor answers for a bad auth code. WeCom's numbers are its real ones. */
export const WECOM_CODE_ERRORS: CodeErrors = {
  missing: { status: 400, code: 41008, message: 'missing code' },
  unknown: { status: 401, code: 40029, message: 'invalid code' },
  used: { status: 401, code: 40029, message: 'invalid code' },
  expired: { status: 401, code: 42001, message: 'code expired' },
};

export const DINGTALK_CODE_ERRORS: CodeErrors = {
  missing: { status: 400, code: 40035, message: '缺少参数 authCode' },
  unknown: { status: 401, code: 40078, message: '不存在的临时授权码' },
  used: { status: 401, code: 40078, message: '不存在的临时授权码' },
  expired: { status: 401, code: 40078, message: '临时授权码已过期' },
};

// The private hosts' numbers are the lab's choice: their public documentation gives none.
export const CODE_MSG_ERRORS: CodeErrors = {
  missing: { status: 400, code: 400, message: 'missing code' },
  unknown: { status: 401, code: 401, message: 'invalid code' },
  used: { status: 401, code: 401, message: 'invalid code' },
  expired: { status: 401, code: 401, message: 'code expired' },
};

export const FEISHU_CODE_ERRORS: CodeErrors = {
  missing: { status: 400, code: 20001, message: 'missing code' },
  unknown: { status: 401, code: 20003, message: 'invalid code' },
  used: { status: 401, code: 20003, message: 'invalid code' },
  expired: { status: 401, code: 20004, message: 'code expired' },
};

export const IDP_CODE_ERRORS: CodeErrors = {
  missing: { status: 400, code: 'error:idp:missing-authcode', message: 'No auth code found' },
  unknown: { status: 400, code: 'error:idp:invalid-code', message: 'invalid code' },
  used: { status: 400, code: 'error:idp:invalid-code', message: 'auth code already used' },
  expired: { status: 400, code: 'error:idp:invalid-code', message: 'auth code expired' },
};
