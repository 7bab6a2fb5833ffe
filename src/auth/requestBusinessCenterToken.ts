import { HttpError, type HttpClient } from '../http';
import { BusinessCenterError, INVALID_ANSWER_CODE } from './AuthError';
import { isJsonObject, readField, readNumber, readText } from './readValue';

/** Spec §7: business-center calls may take up to a minute. */
export const BUSINESS_CENTER_TIMEOUT_MS = 60_000;

/** The token answer as the business center sends it; stored whole (spec §4). */
export interface BusinessCenterAnswer {
  code?: string | number;
  message?: string;
  data: { token: string; refreshToken?: string; expiresIn: number };
}

export type BusinessCenterGrant = { code: string } | { refreshToken: string };

export interface BusinessCenterEndpoint {
  host: string;
  product: string;
  clientId: string;
}

const MAX_TOKEN_LENGTH = 16_384;

/** Reads an answer, or undefined when it carries no usable token. `expiresIn` is in seconds. */
export function parseBusinessCenterAnswer(body: unknown): BusinessCenterAnswer | undefined {
  const data = readField(body, 'data');
  const token = readText(readField(data, 'token'), MAX_TOKEN_LENGTH);
  const expiresIn = readNumber(readField(data, 'expiresIn'));
  if (!isJsonObject(body) || !token || expiresIn === undefined || expiresIn < 0) return undefined;
  const refreshToken = readText(readField(data, 'refreshToken'), MAX_TOKEN_LENGTH);
  const code = typeof body.code === 'number' ? body.code : readText(body.code);
  const message = readText(body.message, 1000);
  return {
    ...(code !== undefined ? { code } : {}),
    ...(message ? { message } : {}),
    data: { token, expiresIn, ...(refreshToken ? { refreshToken } : {}) },
  };
}

interface Fallback {
  code: string;
  message: string;
  status?: number;
  cause?: unknown;
}

/** The body's own code and message win; the transport's describe the failure otherwise. */
function rejection(body: unknown, fallback: Fallback): BusinessCenterError {
  return new BusinessCenterError({
    code: readText(readField(body, 'code')) ?? fallback.code,
    message: readText(readField(body, 'message'), 1000) ?? fallback.message,
    status: fallback.status,
    cause: fallback.cause,
  });
}

/** Spec §8: a temporary code the business center no longer accepts; use the refresh token. */
export function isInvalidCodeRejection(error: unknown): boolean {
  if (!(error instanceof BusinessCenterError)) return false;
  const unauthorized = error.status === 401 || error.code === '401';
  return unauthorized && /invalid code/i.test(error.message);
}

/** Spec §7: POST {host}/auth/oauth2/token/{product} with a form body. */
export async function requestBusinessCenterToken(
  http: HttpClient,
  endpoint: BusinessCenterEndpoint,
  grant: BusinessCenterGrant,
): Promise<BusinessCenterAnswer> {
  const form: Record<string, string> =
    'code' in grant
      ? { grant_type: 'authorization_code', code: grant.code }
      : { grant_type: 'refresh_token', refresh_token: grant.refreshToken };
  const body = new URLSearchParams({ client_id: endpoint.clientId, ...form });
  const url = `${endpoint.host.replace(/\/+$/, '')}/auth/oauth2/token/${encodeURIComponent(endpoint.product)}`;
  let data: unknown;
  try {
    data = (await http.axios.post<unknown>(url, body, { timeout: BUSINESS_CENTER_TIMEOUT_MS }))
      .data;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const code = error.status === undefined ? error.code : String(error.status);
    throw rejection(error.data, {
      code,
      message: error.message,
      status: error.status,
      cause: error,
    });
  }
  const answer = parseBusinessCenterAnswer(data);
  // A 200 may still say no (`{code: 401, message: 'invalid code'}`): read it as that failure.
  if (!answer) {
    const message = 'The business center answered without a token';
    throw rejection(data, { code: INVALID_ANSWER_CODE, message });
  }
  return answer;
}
