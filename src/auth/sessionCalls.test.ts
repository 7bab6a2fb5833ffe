import { loadAccountSession, loadStaffSetting } from './sessionCalls';
import { createScriptedHttp, type ScriptedHttp, type ScriptedReply } from './testing/scriptedHttp';

let net: ScriptedHttp | undefined;
afterEach(() => net?.restore());

const answering = (reply: ScriptedReply) => {
  net = createScriptedHttp(() => reply, { baseURL: '/api' });
  return net.http;
};

describe('loadStaffSetting', () => {
  it('asks for the device type with locale and token, and reads the value', async () => {
    const http = answering({
      status: 200,
      body: { value: { id: 'c1:u1', corporationId: 'c1', language: 'en-US', extra: 1 } },
    });
    await expect(
      loadStaffSetting(http, { deviceType: 'DESKTOP', locale: 'zh-CN', accessToken: 't' }),
    ).resolves.toEqual({ id: 'c1:u1', corporationId: 'c1', language: 'en-US' });
    expect(net?.requests[0]).toMatchObject({
      method: 'GET',
      url: '/v1/organization/staffs/staffSetting/DESKTOP',
      params: { locale: 'zh-CN', accessToken: 't' },
    });
  });

  it('leaves the token out when there is none and encodes the device type', async () => {
    const http = answering({ status: 200, body: { value: { id: 's', corporationId: 'c' } } });
    await loadStaffSetting(http, { deviceType: 'A/B', locale: 'en-US' });
    expect(net?.requests[0]?.url).toBe('/v1/organization/staffs/staffSetting/A%2FB');
    expect(net?.requests[0]?.params).toEqual({ locale: 'en-US' });
  });

  it.each([
    ['no value', {}],
    ['no corporation', { value: { id: 's' } }],
    ['an HTML page', '<html>'],
  ])('rejects an answer with %s', async (_label, body) => {
    const http = answering({ status: 200, body });
    await expect(
      loadStaffSetting(http, { deviceType: 'D', locale: 'zh-CN' }),
    ).rejects.toMatchObject({
      code: 'error:auth:invalid-answer',
    });
  });
});

describe('loadAccountSession', () => {
  it('reads the token, assist flag, language, corporation and user', async () => {
    const http = answering({
      status: 200,
      body: {
        value: {
          id: 'tok',
          isAssistPlatform: true,
          staffSetting: { language: 'en' },
          userId: 'u1',
        },
        corporationId: 'c1',
      },
    });
    await expect(loadAccountSession(http, 'given')).resolves.toEqual({
      accessToken: 'tok',
      isAssistPlatform: true,
      language: 'en',
      corporationId: 'c1',
      userId: 'u1',
    });
    expect(net?.requests[0]).toMatchObject({
      url: '/account/v2/session',
      params: { accessToken: 'given' },
    });
  });

  it('sends no token query when it has none, and reads a minimal answer', async () => {
    const http = answering({ status: 200, body: { value: { id: 'tok' }, userId: 'u2' } });
    await expect(loadAccountSession(http)).resolves.toEqual({
      accessToken: 'tok',
      isAssistPlatform: false,
      userId: 'u2',
    });
    expect(net?.requests[0]?.params).toEqual({});
  });

  it('rejects an answer without a token', async () => {
    const http = answering({ status: 200, body: { value: { isAssistPlatform: true } } });
    await expect(loadAccountSession(http)).rejects.toMatchObject({
      code: 'error:auth:invalid-answer',
    });
  });

  it('rejects a 401 with the HTTP error', async () => {
    const http = answering({ status: 401, body: { message: '未登录' } });
    await expect(loadAccountSession(http)).rejects.toMatchObject({
      name: 'HttpError',
      status: 401,
    });
  });
});
