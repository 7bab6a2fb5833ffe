import {
  createScriptedHttp,
  type ScriptedHttp,
  type ScriptedReply,
} from '../auth/testing/scriptedHttp';
import { HostHttpError, type HostHttp } from '../hosts';
import { createHostHttp, hostErrorCodeOf } from './createHostHttp';

let scripted: ScriptedHttp;
let host: HostHttp;

function answerWith(reply: ScriptedReply) {
  scripted = createScriptedHttp(() => reply);
  host = createHostHttp(scripted.http);
}

async function rejectionOf(request: Promise<unknown>): Promise<HostHttpError> {
  const error = await request.then(
    () => new Error('expected the request to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HostHttpError);
  return error as HostHttpError;
}

afterEach(() => scripted.restore());

describe('createHostHttp', () => {
  describe('when the host answers 2xx', () => {
    it('resolves with the body', async () => {
      answerWith({ status: 200, body: { errcode: 0, UserId: 'u-1' } });
      await expect(host.get('/cgi-bin/user/getuserinfo')).resolves.toEqual({
        errcode: 0,
        UserId: 'u-1',
      });
    });

    it('drops undefined query parameters and keeps the others', async () => {
      answerWith({ status: 200, body: {} });
      await host.get('/session', { params: { corpId: 'c-1', accessToken: undefined } });
      expect(scripted.requests[0]?.params).toEqual({ corpId: 'c-1' });
      expect(Object.keys(scripted.requests[0]?.params ?? {})).not.toContain('accessToken');
    });

    it('sends a form body URL-encoded, without null or undefined fields', async () => {
      answerWith({ status: 200, body: {} });
      const body = { authCode: 'a b&c=d', deviceType: 'DESKTOP', appid: undefined, attr: null };
      await host.post('/office/v2/session', body, { form: true, params: { t: undefined } });
      const [seen] = scripted.requests;
      expect(seen?.contentType).toContain('application/x-www-form-urlencoded');
      expect(seen?.body).toEqual({ authCode: 'a b&c=d', deviceType: 'DESKTOP' });
      expect(seen?.params).toEqual({});
    });

    it('sends JSON when the form option is not set', async () => {
      answerWith({ status: 200, body: {} });
      await host.post('/bank/v1/session', { accessToken: 't-1' }, { params: { x: '1' } });
      const [seen] = scripted.requests;
      expect(seen?.contentType).toContain('application/json');
      expect(seen?.body).toEqual({ accessToken: 't-1' });
      expect(seen?.params).toEqual({ x: '1' });
    });
  });

  describe('when the host answers with its own error shape', () => {
    it.each([
      [
        'the workplace chat app {errcode, errmsg}',
        { errcode: 40029, errmsg: 'invalid code' },
        40029,
      ],
      ['the office suite {errorCode}', { errorCode: '99991672' }, '99991672'],
      [
        'the envelope {error: {code}}',
        { error: { code: 'error:sso', message: 'no' } },
        'error:sso',
      ],
      ['a flat {code, msg}', { code: 412, msg: 'precondition' }, 412],
    ])('gives HostHttpError.code from %s', async (_shape, body, code) => {
      answerWith({ status: 400, body });
      const error = await rejectionOf(host.post('/session', {}));
      expect(error.code).toBe(code);
      expect(error.status).toBe(400);
      expect(error.body).toEqual(body);
    });

    it('gives the code on a GET too', async () => {
      answerWith({ status: 500, body: { errcode: 60011 } });
      const error = await rejectionOf(host.get('/session'));
      expect([error.status, error.code]).toEqual([500, 60011]);
    });

    it("falls back to the HTTP client's code when the body has none", async () => {
      answerWith({ status: 502, body: '<html>bad gateway</html>' });
      const error = await rejectionOf(host.get('/session'));
      expect(error.status).toBe(502);
      expect(error.code).toBe('502');
    });
  });

  // HostBridge.ts promises the message "likewise" from whatever shape the host uses.
  describe("when the host's error body carries a message", () => {
    it.each([
      ['errmsg', { errcode: 40029, errmsg: 'invalid code' }, 'invalid code'],
      ['msg', { code: 412, msg: 'precondition' }, 'precondition'],
      ['error.message', { error: { code: 'x', message: 'no session' } }, 'no session'],
    ])('uses %s as the HostHttpError message', async (_field, body, message) => {
      answerWith({ status: 400, body });
      const error = await rejectionOf(host.get('/session'));
      expect(error.message).toBe(message);
    });
  });
});

describe('hostErrorCodeOf', () => {
  it.each([
    ['null', null],
    ['a string', 'errcode'],
    ['an array', [{ errcode: 1 }]],
    ['an object code', { code: { nested: 1 } }],
    ['a boolean code', { errcode: true }],
  ])('finds no code in %s', (_label, body) => {
    expect(hostErrorCodeOf(body)).toBeUndefined();
  });
});
