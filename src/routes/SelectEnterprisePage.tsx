import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Corporation } from '../signIn/loadCorporations';
import { Button } from '../ui';
import { ShellPage } from './ShellPage';

export type EnterpriseList =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; corporations: Corporation[] };

export interface SelectEnterprisePageProps {
  list: EnterpriseList;
  /** Marked and not offered: choosing it again would change nothing. */
  currentId?: string | null;
  /** Set once a choice is made: the page is leaving, so every choice is disabled. */
  switchingTo?: Corporation | null;
  /** False until the person is known (switching needs the staff id). */
  canSelect?: boolean;
  onSelect(corporation: Corporation): void;
  onRetry(): void;
}

/** docs/architecture.md /selectEnterprise5: the corporations the person belongs to, one button each. */
export function SelectEnterprisePage(props: SelectEnterprisePageProps) {
  const { list, currentId, switchingTo, canSelect = true, onSelect, onRetry } = props;
  const { t } = useTranslation();
  const listTitleId = useId();
  return (
    <ShellPage title={t('enterprise.title')}>
      <Hint>{t('enterprise.hint')}</Hint>
      {list.kind === 'loading' && <Hint role="status">{t('enterprise.loading')}</Hint>}
      {list.kind === 'failed' && (
        <>
          <Problem role="alert">{t('enterprise.loadFailed')}</Problem>
          <Button type="button" variant="primary" onClick={onRetry}>
            {t('enterprise.retry')}
          </Button>
        </>
      )}
      {list.kind === 'loaded' && list.corporations.length === 0 && (
        <Hint role="status">{t('enterprise.empty')}</Hint>
      )}
      {list.kind === 'loaded' && list.corporations.length > 0 && (
        <>
          <ListTitle id={listTitleId}>{t('enterprise.list')}</ListTitle>
          <List aria-labelledby={listTitleId} aria-busy={switchingTo ? true : undefined}>
            {list.corporations.map((corporation) => {
              const current = corporation.id === currentId;
              return (
                <li key={corporation.id}>
                  <Choice
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    disabled={current || !canSelect || Boolean(switchingTo)}
                    onClick={() => onSelect(corporation)}
                  >
                    <Name>{corporation.name}</Name>
                    {current && <Tag>{t('enterprise.current')}</Tag>}
                  </Choice>
                </li>
              );
            })}
          </List>
          {switchingTo && (
            <Hint role="status">{t('enterprise.switching', { name: switchingTo.name })}</Hint>
          )}
        </>
      )}
    </ShellPage>
  );
}

const Hint = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Problem = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.danger};
`;

const ListTitle = styled.h2`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.size}px;
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  max-height: 60vh;
  overflow-y: auto;
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 12px 16px;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  cursor: pointer;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }

  &:disabled {
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Tag = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.font.size - 2}px;
  color: ${({ theme }) => theme.colors.brandOnSurface};
`;
