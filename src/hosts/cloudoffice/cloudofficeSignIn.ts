import { cloudofficeSessionSchema, hostMessageSchema } from '@contracts/hosts/cloudofficeSession';
import { parse, parseOrNull } from '@contracts/core/parse';
import type { SignInOutcome } from '@shell/auth';
import { HostHttpError, type HostSignInContext } from '../shared/hostContract';
import { maskSecret } from '../shared/maskSecret';
import { failedWith, signedIn } from '../shared/outcomes';

function pageQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  return query;
}

/** docs/sign-in-and-hosts.md cloud office app sign-in its failures. */
export async function signInCloudoffice(context: HostSignInContext): Promise<SignInOutcome> {
  const { ticket } = context.params;
  if (!ticket) {
    return {
      kind: 'dialog',
      dialog: { variant: 'alert', message: { key: 'loginIdentityExpired' } },
    };
  }
  let body: unknown;
  try {
    body = await context.http.post<unknown>(
      '/cloudoffice/v2/session',
      { authCode: ticket, deviceType: 'DESKTOP' },
      { params: pageQuery(context.location.search) },
    );
  } catch (error) {
    context.log.warn('cloud office session failed for ticket', maskSecret(ticket));
    const text = error instanceof HostHttpError ? parse(hostMessageSchema, error.body) : undefined;
    if (!text) return failedWith('systemError');
    const message = { text };
    return { kind: 'dialog', dialog: { variant: 'error', title: { key: 'errorTitle' }, message } };
  }
  const answer = parseOrNull(cloudofficeSessionSchema, body);
  // The cloud office app answers an `id` in place of a session when the user should retry.
  if (answer?.retry) {
    const { message: text } = answer.retry;
    const message = text ? { text } : { key: 'cloudOfficeRetry' as const };
    // Retry re-enters with the ticket: the problem page the app moves to has none.
    return {
      kind: 'dialog',
      dialog: { variant: 'info-retry', message, retryUrl: context.location.href },
    };
  }
  if (answer?.session) return signedIn(answer.session);
  context.log.warn('cloud office session answer is malformed');
  return failedWith('systemError');
}
