import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui';
import { ShellPage } from './ShellPage';

/** Shown when the session call answers 401: sign-in happens in the host app, so we explain how to return. */
export function LoginPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('login.title')}>
      <Lead role="status">{t('login.notLoggedIn')}</Lead>
      <Hint>{t('login.hint')}</Hint>
      <Button
        type="button"
        variant="primary"
        onClick={onRetry ?? (() => window.location.assign('/'))}
      >
        {t('login.retry')}
      </Button>
    </ShellPage>
  );
}

const Lead = styled.p`
  margin: 0 0 8px;
`;

const Hint = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
