import { encodeConnectionToken } from '../../flags/evaluation';
import { acceptsSdkKey, checkStreamingRequest } from './checkStreamingRequest';

const query = (key: string, type = 'client') =>
  `type=${type}&token=${encodeConnectionToken(key, 1_700_000_000_000)}`;

describe('checking a streaming connection request', () => {
  it('accepts a client token carrying a configured key', () => {
    expect(checkStreamingRequest(query('lab-client-key'), ['lab-client-key'])).toEqual({
      ok: true,
    });
  });

  it('accepts any decodable key when no keys are configured', () => {
    expect(checkStreamingRequest(query('whatever-key'), [])).toEqual({ ok: true });
  });

  it('compares keys without their base64 padding, as the SDK strips it', () => {
    expect(checkStreamingRequest(query('abcd=='), ['abcd=='])).toEqual({ ok: true });
    expect(acceptsSdkKey('abcd', ['abcd=='])).toBe(true);
  });

  it('keeps a "+" in the key instead of reading it as a space', () => {
    expect(checkStreamingRequest(query('ab+cd/ef'), ['ab+cd/ef'])).toEqual({ ok: true });
  });

  it('refuses an unknown key, a server type and an undecodable token', () => {
    expect(checkStreamingRequest(query('other-key'), ['lab-client-key']).ok).toBe(false);
    expect(checkStreamingRequest(query('lab-client-key', 'server'), []).ok).toBe(false);
    expect(checkStreamingRequest('type=client&token=x', []).ok).toBe(false);
    expect(checkStreamingRequest('type=client', []).ok).toBe(false);
  });
});
