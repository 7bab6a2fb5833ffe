import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SignInDialog } from '../auth';
import { useRootStore } from '../store';
import { AlertDialog, Button } from '../ui';
import { ShellPage } from './ShellPage';
import { signInText } from './signInText';

export interface SignInProblemPageProps {
  /** Go to an address (the host's entry with its ticket) or, without one, reload; injectable for tests. */
  onReload?: (address?: string) => void;
}

function reloadOrEnter(address?: string): void {
  if (address) window.location.assign(address);
  else window.location.reload();
}

/** The host's entry address, only when it is this app's own (a retry must never leave the site). */
function sameSite(address: string | null): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, window.location.href);
    return url.origin === window.location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A host sign-in failure with its own message (docs/sign-in-and-hosts.md), and the host's dialog when it asked for one. */
export const SignInProblemPage = observer(function SignInProblemPage({
  onReload = reloadOrEnter,
}: SignInProblemPageProps) {
  const { t } = useTranslation();
  const { session } = useRootStore();
  const problem = session.problem;
  const retry = () => onReload(sameSite(session.retryUrl));
  return (
    <ShellPage title={t('signIn.failedTitle')}>
      <Message role="alert">{problem ? signInText(t, problem) : t('error.unknownProblem')}</Message>
      <Button type="button" onClick={retry}>
        {t('signIn.retry')}
      </Button>
      {session.dialog && (
        <HostDialog
          dialog={session.dialog}
          onClose={() => session.dismissDialog()}
          onReload={retry}
        />
      )}
    </ShellPage>
  );
});

function HostDialog(props: { dialog: SignInDialog; onClose: () => void; onReload: () => void }) {
  const { dialog, onClose, onReload } = props;
  const { t } = useTranslation();
  const title = dialog.title
    ? signInText(t, dialog.title)
    : t(dialog.variant === 'error' ? 'signIn.errorTitle' : 'signIn.noticeTitle');
  return (
    <AlertDialog
      title={title}
      onDismiss={onClose}
      actions={
        <>
          {dialog.variant === 'info-retry' && (
            <Button type="button" variant="primary" onClick={onReload}>
              {t('signIn.retry')}
            </Button>
          )}
          <Button type="button" onClick={onClose}>
            {t('signIn.ok')}
          </Button>
        </>
      }
    >
      {signInText(t, dialog.message)}
    </AlertDialog>
  );
}

const Message = styled.p`
  margin: 0 0 24px;
`;
