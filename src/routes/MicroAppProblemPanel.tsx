import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../ui';

export interface MicroAppProblemPanelProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** For tests and the lab: which app failed and how. */
  app?: string;
  status?: string;
}

/** The failure notice above #root: its own chunk, loaded only when an app has failed. */
export function MicroAppProblemPanel({
  title,
  message,
  onRetry,
  app,
  status,
}: MicroAppProblemPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel
      role="alert"
      data-testid={app ? 'micro-app-failed' : undefined}
      data-app={app}
      data-status={status}
    >
      <strong>{title}</strong>
      <p>{message}</p>
      <Button type="button" onClick={onRetry}>
        {t('microApp.retry')}
      </Button>
    </Panel>
  );
}

const Panel = styled.section`
  margin: 24px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 8px 0 12px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
