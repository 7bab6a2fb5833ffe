import { settleWithClock } from '../shared/testing/fakeClock';
import { httpFailure } from '../shared/testing/fakeHttp';
import { installOpenPlatformSdk } from '../shared/testing/fakeOpenPlatformSdk';
import { createFakeSignInContext } from '../shared/testing/fakeSignInContext';
import { resetHostGlobals } from '../shared/testing/resetHostGlobals';
import { remoteAdapter } from './remoteAdapter';

const SDK_RECORD = { value: { downloadUrl: 'https://sdk.example/acme.js' } };
const LOOKUP = 'GET /v1/crm/sdk/list/acme';

/** A remote host `acme` whose SDK record is `record`, its script installing `invoke` as the SDK. */
function remoteHost(
  record: unknown,
  invoke?: Parameters<typeof installOpenPlatformSdk>[0],
  params: Record<string, string> = {},
) {
  return createFakeSignInContext({
    params: { sdkName: 'acme', ...params },
    routes: { [LOOKUP]: () => record },
    onLoadScript: () => void (invoke && installOpenPlatformSdk(invoke)),
  });
}

afterEach(resetHostGlobals);

describe('the remote adapter sign-in', () => {
  it('looks up the SDK, loads it and signs in with its auth code', async () => {
    const context = remoteHost(SDK_RECORD, async () => ({ code: 'remote-code' }));
    await expect(remoteAdapter.signIn(context)).resolves.toEqual({
      kind: 'signed-in',
      session: { accessToken: 'idp-token-for-remote-code' },
    });
    expect(context.requests).toEqual([{ method: 'GET', url: '/v1/crm/sdk/list/acme' }]);
    expect(context.scripts).toEqual(['https://sdk.example/acme.js']);
    expect(context.identityCodes).toEqual(['remote-code']);
  });

  it('asks for the debug SDK in debug mode', async () => {
    const context = remoteHost(SDK_RECORD, async () => ({ code: 'c' }), { mode: 'debug' });
    await remoteAdapter.signIn(context);
    expect(context.requests[0]?.params).toEqual({ mode: 'debug' });
  });

  it.each([
    ['no downloadUrl', { value: {} }],
    ['a script address that is not http(s)', { value: { downloadUrl: 'javascript:alert(1)' } }],
    ['a relative address', { value: { downloadUrl: '/sdk.js' } }],
    ['no body', null],
  ])('fails with a system error and loads nothing for %s', async (_label, body) => {
    const context = remoteHost(body);
    await expect(remoteAdapter.signIn(context)).resolves.toEqual({
      kind: 'failed',
      message: { key: 'systemError' },
    });
    expect(context.scripts).toEqual([]);
  });

  it('fails with a system error when the lookup fails', async () => {
    const context = remoteHost(SDK_RECORD);
    context.http.get = () => Promise.reject(httpFailure(502));
    await expect(remoteAdapter.signIn(context)).resolves.toEqual({
      kind: 'failed',
      message: { key: 'systemError' },
    });
  });

  it.each([
    [
      'reports "bridge undefined" when the script defines no SDK',
      undefined,
      { text: 'SDK returned error: the host bridge is undefined' },
    ],
    [
      'wraps an SDK rejection as "SDK returned error"',
      () => Promise.reject({ code: 777, message: 'tenant disabled' }),
      { text: 'SDK returned error: tenant disabled' },
    ],
    ['fails with noCode when the SDK answers without a code', async () => ({}), { key: 'noCode' }],
  ])('%s', async (_label, invoke, message) => {
    const outcome = await remoteAdapter.signIn(remoteHost(SDK_RECORD, invoke));
    expect(outcome).toEqual({ kind: 'failed', message });
  });

  it('says the host did not answer when the SDK hangs', async () => {
    const context = remoteHost(SDK_RECORD, () => new Promise(() => undefined));
    const outcome = await settleWithClock(remoteAdapter.signIn(context), context.clock);
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'hostNoAnswer' } });
  });
});
