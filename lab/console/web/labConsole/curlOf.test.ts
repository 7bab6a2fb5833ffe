import { curlOf } from './curlOf';

describe('a journal entry as curl', () => {
  it('repeats the method, address, session, identity cookies, type and whole body', () => {
    const entry = {
      method: 'POST',
      path: '/api/dingtalk/v2/session',
      query: { corpId: 'c1', tags: ['a', 'b'] },
      session: 'lab-1',
      body: {
        contentType: 'application/json',
        bytes: 20,
        preview: '{"authCode":"it\'s"}',
        truncated: false,
      },
    };
    expect(
      curlOf(entry, 'http://127.0.0.1:4510', 'lab-tenant=c1; lab-session=lab-1; other=x'),
    ).toBe(
      [
        "curl -X POST 'http://127.0.0.1:4510/api/dingtalk/v2/session?corpId=c1&tags=a&tags=b'",
        "-H 'x-lab-session: lab-1'",
        "-b 'lab-tenant=c1'",
        "-H 'content-type: application/json'",
        `--data-raw '{"authCode":"it'\\''s"}'`,
      ].join(' \\\n  '),
    );
  });

  it('says when the journal kept no whole body, rather than sending a wrong one', () => {
    const entry = {
      method: 'POST',
      path: '/up',
      body: { contentType: 'multipart/form-data', bytes: 9, preview: null, truncated: false },
    };
    expect(curlOf(entry, 'http://x', '')).toContain(
      '# the journal kept no whole body (multipart/form-data, 9 bytes)',
    );
  });
});
