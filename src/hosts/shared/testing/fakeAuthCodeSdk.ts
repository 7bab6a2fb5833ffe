import type { AuthCodeSdk, PrivateSdkResult } from '../hostContract';

export interface FakeAuthCodeSdk extends AuthCodeSdk {
  codeRequests: Array<{ corpId?: string }>;
  calls: Array<{ method: string; params: Record<string, unknown> }>;
}

/**
 * The private SDKs (work app, kk, kingOA) as the lab plays them: `answer` is what getAuthCode
 * resolves to, an Error it rejects with, or 'hang'. Verb calls answer code 0.
 */
export function createFakeAuthCodeSdk(
  answer: PrivateSdkResult<{ code: string }> | Error | 'hang',
): FakeAuthCodeSdk {
  const sdk: FakeAuthCodeSdk = {
    version: '1.0.0',
    codeRequests: [],
    calls: [],
    getAuthCode: (options) => {
      sdk.codeRequests.push(options);
      if (answer === 'hang') return new Promise(() => undefined);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    call: async (method, params) => {
      sdk.calls.push({ method, params });
      return { code: 0 };
    },
  };
  return sdk;
}
