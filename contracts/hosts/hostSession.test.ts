import { parseOrNull } from '../core/parse';
import { cloudofficeSessionSchema } from './cloudofficeSession';
import { helperSessionSchema } from './helperSession';
import { hostSessionSchema } from './hostSession';

describe('a host session answer', () => {
  it('reads the chat-app shape, from the top and from value', () => {
    const body = {
      value: { userId: 'u', staffSetting: { language: 'zh-CN' } },
      sessionId: 's',
      corporationId: 'c',
      wxCorpId: 'w',
    };
    expect(parseOrNull(hostSessionSchema, body)).toEqual({
      accessToken: 's',
      corporationId: 'c',
      userId: 'u',
      language: 'zh-CN',
      wxCorpId: 'w',
    });
  });

  it('reads ids given as numbers as text', () => {
    expect(parseOrNull(hostSessionSchema, { sessionId: 7, userId: 9 })).toEqual({
      accessToken: '7',
      userId: '9',
    });
  });

  it.each([
    ['nothing', undefined],
    ['an array', ['s']],
    ['no session id', { corporationId: 'c' }],
    ['an object as session id', { sessionId: { $ne: 1 } }],
    ['an oversized session id', { sessionId: 'x'.repeat(5000) }],
  ])('refuses %s', (_label, body) => {
    expect(parseOrNull(hostSessionSchema, body)).toBeNull();
  });
});

describe('the cloud office session answer', () => {
  it('reads an id in place of a session as a retry, with the server’s trimmed msg', () => {
    expect(parseOrNull(cloudofficeSessionSchema, { id: 3, msg: ' later ' })).toEqual({
      retry: { message: 'later' },
    });
    expect(parseOrNull(cloudofficeSessionSchema, { id: 'e' })).toEqual({ retry: {} });
  });

  it('reads a session otherwise, and refuses an answer with neither', () => {
    expect(parseOrNull(cloudofficeSessionSchema, { sessionId: 's' })).toEqual({
      session: { accessToken: 's' },
    });
    expect(parseOrNull(cloudofficeSessionSchema, { msg: 'x' })).toBeNull();
  });
});

describe('the helper exchange answer', () => {
  it('reads value.id as the session and isAssistPlatform only when true', () => {
    expect(
      parseOrNull(helperSessionSchema, { value: { id: 'g', isAssistPlatform: 'yes' } }),
    ).toEqual({ accessToken: 'g', isAssistPlatform: false });
    expect(parseOrNull(helperSessionSchema, { value: { isAssistPlatform: true } })).toBeNull();
  });
});
