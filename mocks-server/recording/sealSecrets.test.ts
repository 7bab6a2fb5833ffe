import { SecretRegistry } from '../journal/SecretRegistry';
import { RECORDING_FORMAT, type Recording } from './Recording';
import { sealSecrets, unsealSecrets } from './sealSecrets';

const token = 'lab-at-0123456789abcdef01234567';
const refresh = 'lab-rt-fedcba9876543210fedcba98';

function recordingWith(body: string, headers: Record<string, string> = {}): Recording {
  return {
    format: RECORDING_FORMAT,
    name: 'sign-in',
    session: 's',
    recordedAt: '2026-11-26T00:00:00.000Z',
    passthrough: false,
    entries: [
      {
        kind: 'http',
        atMs: 0,
        request: { method: 'POST', path: '/api/idp/public/oauth2/token', query: {}, body: null },
        response: { status: 200, headers, body, bodyEncoding: 'utf8', truncated: false },
      },
    ],
    entryPoint: null,
    files: {},
    finalView: [],
  };
}

const bodyOf = (recording: Recording) =>
  recording.entries[0].kind === 'http' ? recording.entries[0].response.body : '';

describe('secrets in recordings', () => {
  const secrets = new SecretRegistry();
  secrets.add(token);
  secrets.add(refresh);

  it('stores each issued secret as a numbered placeholder, the same one each time', () => {
    const body = JSON.stringify({ accessToken: token, refreshToken: refresh, id: token });
    const sealed = sealSecrets(recordingWith(body, { 'x-token-echo': token }), secrets);
    expect(JSON.parse(bodyOf(sealed))).toEqual({
      accessToken: 'lab-sealed-at-1',
      refreshToken: 'lab-sealed-rt-2',
      id: 'lab-sealed-at-1',
    });
    expect(JSON.stringify(sealed)).not.toContain(token);
  });

  it('gives a replay fresh values, consistent within it, that the journal will mask', () => {
    const sealed = recordingWith(
      '{"a":"lab-sealed-at-1","b":"lab-sealed-at-1","c":"lab-sealed-rt-2"}',
    );
    const replaySecrets = new SecretRegistry();
    const body = JSON.parse(bodyOf(unsealSecrets(sealed, replaySecrets)));
    expect(body.a).toMatch(/^lab-at-[0-9a-f]{24}$/);
    expect(body.b).toBe(body.a);
    expect(body.c).toMatch(/^lab-rt-/);
    expect(replaySecrets.has(body.a)).toBe(true);
  });

  it('leaves base64 bodies byte for byte', () => {
    const recording = recordingWith(Buffer.from(token).toString('base64'));
    if (recording.entries[0].kind === 'http') recording.entries[0].response.bodyEncoding = 'base64';
    expect(bodyOf(sealSecrets(recording, secrets))).toBe(bodyOf(recording));
  });
});
