import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ShellPage } from './ShellPage';

/** The work app's "info initializing" page: its session call failed while the company is set up. */
export function InitializingPage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('signIn.initializingTitle')}>
      <Message role="status">{t('signIn.initializing')}</Message>
    </ShellPage>
  );
}

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
