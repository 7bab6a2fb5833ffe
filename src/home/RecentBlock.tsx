import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  billStateLabels,
  billStateTone,
  describeNextStep,
  nextStepMessages,
  nextStepOf,
} from '../billStates';
import { useLocale } from '../i18n';
import { relativeTimeLabel } from '../time';
import {
  Card,
  EmptyState,
  ErrorState,
  List,
  ListItem,
  Section,
  SkeletonCards,
  StatusBadge,
} from '../ui';
import { followLink } from '../frame/followLink';
import type { HomeStore } from './HomeStore';

/** The person's latest bills: state badge and the next-step line; each card opens the bill. */
export const RecentBlock = observer(function RecentBlock({
  home,
  myId,
  now,
}: {
  home: HomeStore;
  myId: string | null;
  now: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, value, retrying } = home.recent;
  const allBills = (
    <MoreLink href="/bills" onClick={followLink}>
      {t('home.allBills')}
    </MoreLink>
  );
  return (
    <Section title={t('home.recent')} actions={allBills}>
      {status === 'loading' && <SkeletonCards count={3} />}
      {status === 'failed' && (
        <ErrorState
          title={t('home.recentFailed')}
          retrying={retrying}
          onRetry={() => void home.recent.load()}
        />
      )}
      {status === 'loaded' && value && value.bills.length === 0 && (
        <EmptyState title={t('home.noRecent')} />
      )}
      {status === 'loaded' && value && value.bills.length > 0 && (
        <List aria-label={t('home.recent')}>
          {value.bills.map((bill) => (
            <ListItem key={bill.id}>
              <Card
                title={bill.title || bill.code}
                href={`/bills/${encodeURIComponent(bill.id)}`}
                onNavigate={followLink}
                aside={
                  <StatusBadge tone={billStateTone(bill.state)}>
                    {billStateLabels[locale][bill.state]}
                  </StatusBadge>
                }
              >
                <Meta>
                  {bill.code} · {relativeTimeLabel(bill.updateTime, now, locale)}
                </Meta>
                <Meta>
                  {describeNextStep(
                    nextStepOf(bill, myId),
                    nextStepMessages[locale],
                    (id) => value.names.get(id) ?? null,
                  )}
                </Meta>
              </Card>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
});

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const MoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.control.touch}px;
  padding: 0 ${({ theme }) => theme.spacing.sm}px;
`;
