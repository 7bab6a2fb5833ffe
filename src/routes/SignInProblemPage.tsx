import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SignInDialog } from '../auth';
import { useRootStore } from '../store';
import { AlertDialog, Button } from '../ui';
import { ShellPage } from './ShellPage';
import { signInText } from './signInText';

export interface SignInProblemPageProps {
  /** Reload the page; injectable so tests do not navigate. */
  onReload?: () => void;
}

/** A host sign-in failure with its own message (spec §8), and the host's dialog when it asked for one. */
export const SignInProblemPage = observer(function SignInProblemPage({
  onReload = () => window.location.reload(),
}: SignInProblemPageProps) {
  const { t } = useTranslation();
  const { session } = useRootStore();
  const problem = session.problem;
  return (
    <ShellPage title={t('signIn.failedTitle')}>
      <Message role="alert">{problem ? signInText(t, problem) : t('error.unknownProblem')}</Message>
      <Button type="button" onClick={onReload}>
        {t('signIn.retry')}
      </Button>
      {session.dialog && (
        <HostDialog
          dialog={session.dialog}
          onClose={() => session.dismissDialog()}
          onReload={onReload}
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
