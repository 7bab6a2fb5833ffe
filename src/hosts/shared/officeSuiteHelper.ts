import { helperSessionSchema } from '@contracts/hosts/helperSession';
import { parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome, SignInSession } from '@shell/auth';
import { errorMessageOf } from './errorCodeOf';
import type { HostSignInContext } from './hostContract';
import type { OfficeSuiteDriver } from './officeSuiteDriver';
import { failedWith, signedIn } from './outcomes';

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
    const body = await context.http.post<unknown>(
      `/${driver.id}/v2/helper/session`,
      {
        corporationId,
        platform: PLATFORMS[driver.id],
        dtCorpId: context.params.corpId ?? session.corporationId,
      },
      { params: { accessToken: session.accessToken } },
    );
    const helper = parseOrNull(helperSessionSchema, body);
    if (!helper) return failedWith('enterFailed', { reason: 'no helper session' });
    return signedIn({
      ...(session.userId ? { userId: session.userId } : {}),
      ...helper,
      corporationId,
    });
  } catch (error) {
    context.log.warn(`${driver.id} helper exchange failed`, errorMessageOf(error));
    return failedWith('enterFailed', { reason: errorMessageOf(error) });
  }
}
