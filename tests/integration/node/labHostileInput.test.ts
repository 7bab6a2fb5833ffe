import { nestedJson } from '../../../mocks-server/testing/nestedJson';
import { fakeBuild } from '../../../lab/testing/fakeBuild';
import { createLabServer, type Lab } from '../../../lab/createLabServer';
import { leaksInternals } from '../../../mocks-server/testing/leaksInternals';

describe('the lab under hostile input', () => {
  let lab: Lab;

  beforeAll(async () => {
    lab = await createLabServer({ port: 0, distDir: fakeBuild(), seed: 7 });
  });
  afterAll(() => lab.close());

  async function post(target: string, body: string, contentType = 'application/json') {
    const response = await fetch(`${lab.url}${target}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  async function expectAlive(): Promise<void> {
    const health = await fetch(`${lab.url}/__lab/health`);
    expect(health.status).toBe(200);
  }

  it('answers an array nested 10,000 deep with a 400 envelope and keeps serving', async () => {
    const answer = await post('/api/v1/flow/flows/my/search', nestedJson('[', ']', 10_000));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      error: { code: 'error:lab:too-deep', message: expect.stringContaining('64') },
    });
    await expectAlive();
  });

  it('answers an object nested 10,000 deep with a 400, not a 500', async () => {
    const answer = await post('/api/v1/flow/flows/my/search', nestedJson('{"a":', '}', 10_000));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error.code).toBe('error:lab:too-deep');
  });

  it('still accepts a body nested as deep as the limit allows', async () => {
    const answer = await post('/api/v1/nowhere', nestedJson('{"a":', '}', 63));
    expect(answer.status).toBe(404);
  });

  it.each([
    ['a truncated body', '{"a":'],
    ['null', 'null'],
    ['a string', '"str"'],
    ['a number', '42'],
    ['a NUL byte', '{"a":"\u0000'],
  ])('answers %s posted to a fake host with a JSON 400, not an HTML page', async (_name, body) => {
    for (const target of ['/__lab/hosts/web/auth-code', '/__lab/hosts/web/verify']) {
      const answer = await post(target, body);
      expect(answer.status).toBe(400);
      expect(answer.type).toMatch(/json/);
      expect(leaksInternals(answer.text)).toBe(false);
    }
  });

  it('answers a fake-host body over its limit with a JSON 413', async () => {
    const answer = await post(
      '/__lab/hosts/web/verify',
      JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    );
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/json/);
  });

  it.each([
    '/app-config.json/%FF%FE',
    '/bills/%FF%FE',
    '/api/v1/flow/flows/%FF%FE',
    '/__lab/hosts/%FF%FE/open',
  ])('answers the malformed address %s with a JSON 400 and no stack trace', async (address) => {
    const response = await fetch(`${lab.url}${address}`);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(JSON.parse(text).error.code).toBe('error:lab:bad-url');
    expect(leaksInternals(text)).toBe(false);
  });
});
