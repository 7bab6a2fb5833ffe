import type { SignInOutcome, SignInText } from '@shell/auth';
import type { HostSignInContext } from '../shared/hostContract';
import { maskSecret } from '../shared/maskSecret';
import { failedWith, signedIn } from '../shared/outcomes';
import { readSession } from '../shared/readSession';

const MAX_SERVER_TEXT = 500;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** The server's own `msg`, shown as is (bounded; the dialog renders it as text). */
function serverText(body: unknown): SignInText | undefined {
  const msg = field(body, 'msg');
  if (typeof msg !== 'string' || !msg.trim()) return undefined;
  return { text: msg.trim().slice(0, MAX_SERVER_TEXT) };
}

function hasErrorId(body: unknown): boolean {
  const id = field(body, 'id');
  return (typeof id === 'string' && id.length > 0) || typeof id === 'number';
}

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
    body = await context.http.post(
      '/cloudoffice/v2/session',
      { authCode: ticket, deviceType: 'DESKTOP' },
      { params: pageQuery(context.location.search) },
    );
  } catch (error) {
    context.log.warn('cloud office session failed for ticket', maskSecret(ticket));
    const message = serverText(field(error, 'body'));
    if (!message) return failedWith('systemError');
    return { kind: 'dialog', dialog: { variant: 'error', title: { key: 'errorTitle' }, message } };
  }
  // The cloud office app answers an `id` in place of a session when the user should retry.
  if (hasErrorId(body)) {
    const message = serverText(body) ?? { key: 'cloudOfficeRetry' };
    // Retry re-enters with the ticket: the problem page the app moves to has none.
    return {
      kind: 'dialog',
      dialog: { variant: 'info-retry', message, retryUrl: context.location.href },
    };
  }
  const session = readSession(body);
  if (session) return signedIn(session);
  context.log.warn('cloud office session answer is malformed');
  return failedWith('systemError');
}
