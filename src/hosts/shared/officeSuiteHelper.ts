import type { SignInOutcome, SignInSession } from '@shell/auth';
import { errorMessageOf } from './errorCodeOf';
import type { HostSignInContext } from './hostContract';
import type { OfficeSuiteDriver } from './officeSuiteDriver';
import { failedWith, signedIn } from './outcomes';
import { readValue } from './readSession';

const PLATFORMS = { dingtalk: 'DINGTALK', feishu: 'FEISHU' } as const;

/**
 * The expense corporation a helper office-suite corporation enters for: the launcher's
 * `ekbCorpId` when it names another corporation than the session's own
 * (docs/sign-in-and-hosts.md, "Helper exchange").
 */
export function helperTargetOf(
  context: HostSignInContext,
  session: SignInSession,
): string | undefined {
  const target = context.params.ekbCorpId;
  return target && target !== session.corporationId ? target : undefined;
}

/**
 * The helper code-to-session exchange: the office-suite session's grant buys a session in the
 * target corporation. The spec names the body and answer, not the path; ours is
 * `/{office-suite}/v2/helper/session`, the grant travels as the `accessToken` query like the
 * other session calls.
 */
export async function exchangeThroughHelper(
  context: HostSignInContext,
  driver: OfficeSuiteDriver,
  session: SignInSession,
  corporationId: string,
): Promise<SignInOutcome> {
  try {
    const body = await context.http.post(
      `/${driver.id}/v2/helper/session`,
      {
        corporationId,
        platform: PLATFORMS[driver.id],
        dtCorpId: context.params.corpId ?? session.corporationId,
      },
      { params: { accessToken: session.accessToken } },
    );
    const value = readValue(body);
    const id = typeof value?.id === 'string' && value.id !== '' ? value.id : undefined;
    if (!value || !id) return failedWith('enterFailed', { reason: 'no helper session' });
    return signedIn({
      ...(session.userId ? { userId: session.userId } : {}),
      accessToken: id,
      corporationId,
      isAssistPlatform: value.isAssistPlatform === true,
    });
  } catch (error) {
    context.log.warn(`${driver.id} helper exchange failed`, errorMessageOf(error));
    return failedWith('enterFailed', { reason: errorMessageOf(error) });
  }
}
