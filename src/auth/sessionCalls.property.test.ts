import fc from 'fast-check';
import { AuthError, INVALID_ANSWER_CODE } from './AuthError';
import { loadAccountSession, loadStaffSetting } from './sessionCalls';
import { createScriptedHttp, type ScriptedHttp } from './testing/scriptedHttp';

let net: ScriptedHttp | undefined;
afterEach(() => net?.restore());

const answering = (body: unknown) => {
  net?.restore();
  net = createScriptedHttp(() => ({ status: 200, body }), { baseURL: '/api' });
  return net.http;
};

/** Session answers: the real shape with hostile values, and anything at all. */
const sessionAnswer = fc.oneof(
  fc.anything(),
  fc.record(
    {
      value: fc.oneof(
        fc.anything(),
        fc.record(
          {
            id: fc.oneof(fc.string(), fc.anything()),
            corporationId: fc.anything(),
            userId: fc.anything(),
            isAssistPlatform: fc.anything(),
            staffSetting: fc.anything(),
          },
          { requiredKeys: [] },
        ),
      ),
      corporationId: fc.anything(),
      userId: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

/** Resolves with the session, or the documented invalid-answer AuthError; nothing else escapes. */
async function settle<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe(INVALID_ANSWER_CODE);
    return undefined;
  }
}

describe('when a session answer is hostile', () => {
  it('gives a session with a non-empty token and string fields, or the invalid-answer error', async () => {
    await fc.assert(
      fc.asyncProperty(sessionAnswer, async (body) => {
        const session = await settle(loadAccountSession(answering(body)));
        if (!session) return;
        expect(session.accessToken.trim()).not.toBe('');
        for (const key of ['corporationId', 'userId', 'language'] as const) {
          if (key in session) expect(typeof session[key]).toBe('string');
        }
        expect(typeof session.isAssistPlatform).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it('treats the staff setting answer the same way', async () => {
    await fc.assert(
      fc.asyncProperty(sessionAnswer, async (body) => {
        await settle(loadStaffSetting(answering(body), { deviceType: 'DESKTOP', locale: 'zh-CN' }));
      }),
      { numRuns: 200 },
    );
  });
});
