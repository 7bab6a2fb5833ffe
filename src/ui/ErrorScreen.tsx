import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './controls/Button';
import { ErrorIllustration } from './ErrorIllustration';

export interface ErrorScreenProps {
  /** Technical detail for support; collapsed so staff see the plain sentence first. */
  detail?: string;
  onRetry?: () => void;
}

/** The generic error screen: an image plus 'unknown problem, please contact the system administrator'. */
export function ErrorScreen({ detail, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Wrapper role="alert" data-testid="error-screen">
      <Picture>
        <ErrorIllustration title={t('error.imageAlt')} />
      </Picture>
      <Message>{t('error.unknownProblem')}</Message>
      {onRetry && (
        <Button type="button" variant="primary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      )}
      {detail && (
        <Details>
          <summary>{t('error.details')}</summary>
          <code>{detail}</code>
        </Details>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 100vh;
  padding: 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Picture = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size + 2}px;
  line-height: ${({ theme }) => theme.font.lineHeight + 2}px;
`;

const Details = styled.details`
  max-width: 640px;
  color: ${({ theme }) => theme.colors.textSecondary};
  word-break: break-word;
`;
