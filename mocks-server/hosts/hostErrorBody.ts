import type { Response } from 'express';
import type { LabHostId } from './labHostIds';

/**
 * How each vendor spells an error: WeCom `errcode/errmsg`, DingTalk `errorCode/errorMessage`,
 * the private hosts `code/msg`, the identity provider and the lab `error.{code,message}`.
 */
export type ErrorShape = 'errcode' | 'errorCode' | 'code-msg' | 'envelope';

const SHAPES: Record<LabHostId, ErrorShape> = {
  web: 'envelope',
  wecom: 'errcode',
  dingtalk: 'errorCode',
  feishu: 'code-msg',
  cloudoffice: 'code-msg',
  hzbank: 'code-msg',
  workapp: 'code-msg',
  kk: 'code-msg',
  kingOA: 'code-msg',
  teams: 'envelope',
  native: 'envelope',
  remote: 'envelope',
};

export function errorShapeOf(host: LabHostId): ErrorShape {
  return SHAPES[host];
}

/**
 * The host's own fields plus `error` and `errorCode`, so the app's generic error mapping reads
 * every host's failures the same way while host adapters still see the vendor's fields.
 */
export function hostErrorBody(
  shape: ErrorShape,
  code: string | number,
  message: string,
): Record<string, unknown> {
  const generic = { error: { code: String(code), message }, errorCode: code };
  switch (shape) {
    case 'errcode':
      return { errcode: code, errmsg: message, ...generic };
    case 'errorCode':
      return { errorMessage: message, ...generic };
    case 'code-msg':
      return { code, msg: message, ...generic };
    case 'envelope':
      return generic;
  }
}

export interface HostError {
  status: number;
  code: string | number;
  message: string;
}

export function sendHostError(res: Response, shape: ErrorShape, failure: HostError): void {
  res.status(failure.status).json(hostErrorBody(shape, failure.code, failure.message));
}
