import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ShellPage } from './ShellPage';

export interface EnterpriseChoice {
  corporationId: string;
  name: string;
}

export interface SelectEnterprisePageProps {
  choices?: EnterpriseChoice[];
  onSelect?: (corporationId: string) => void;
}

/** Shown when sign-in succeeded but no corporation is known yet. */
export function SelectEnterprisePage({ choices = [], onSelect }: SelectEnterprisePageProps) {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('enterprise.title')}>
      <Hint>{t('enterprise.hint')}</Hint>
      {choices.length === 0 ? (
        <Hint role="status">{t('enterprise.empty')}</Hint>
      ) : (
        <List>
          {choices.map((choice) => (
            <li key={choice.corporationId}>
              <Choice type="button" onClick={() => onSelect?.(choice.corporationId)}>
                {choice.name}
              </Choice>
            </li>
          ))}
        </List>
      )}
    </ShellPage>
  );
}

const Hint = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Choice = styled.button`
  width: 100%;
  padding: 12px 16px;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  cursor: pointer;
`;
