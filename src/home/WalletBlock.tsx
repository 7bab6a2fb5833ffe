import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { followLink } from '../frame/followLink';
import { useLocale } from '../i18n';
import { formatMoney, moneyOf } from '../money';
import { useRootStore } from '../store';
import { ErrorState, Section, Skeleton } from '../ui';
import { walletGlanceOf } from './walletSummary';

const WALLET_PAGE = '/bills/wallet';

/** 票夹 on the home: how many invoices wait to be claimed, the newest, and one tap to capture. */
export const WalletBlock = observer(function WalletBlock() {
  const { t } = useTranslation();
  const locale = useLocale();
  const root = useRootStore();
  const glance = walletGlanceOf(root);
  const signedIn = root.session.isSignedIn;
  useEffect(() => {
    if (signedIn) void glance.load();
  }, [glance, signedIn]);
  const { status, value, retrying } = glance;
  return (
    <Section
      title={t('home.wallet')}
      actions={
        <Links>
          <a href={`${WALLET_PAGE}?capture=1`} onClick={followLink}>
            {t('home.walletCapture')}
          </a>
          <a href={WALLET_PAGE} onClick={followLink}>
            {t('home.walletOpen', { count: value?.count ?? 0 })}
          </a>
        </Links>
      }
    >
      {status === 'loading' && <Skeleton lines={1} />}
      {status === 'failed' && (
        <ErrorState
          title={t('home.walletFailed')}
          retrying={retrying}
          onRetry={() => void glance.load()}
        />
      )}
      {status === 'loaded' && value && value.count === 0 && <Muted>{t('home.walletEmpty')}</Muted>}
      {status === 'loaded' && value && value.items.length > 0 && (
        <Items aria-label={t('home.wallet')}>
          {value.items.map((item) => (
            <li key={item.id}>
              <span>{t('home.walletInvoice', { number: item.number })}</span>
              <Muted>{item.issueDate}</Muted>
              <strong>{formatMoney(moneyOf(item.amount), locale)}</strong>
            </li>
          ))}
        </Items>
      )}
    </Section>
  );
});

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md}px;

  a {
    display: inline-flex;
    align-items: center;
    /* A thumb's reach on phones, like the home's other links. */
    min-height: ${({ theme }) => theme.control.touch}px;
    color: ${({ theme }) => theme.colors.brandOnSurface};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm}px;
    padding: ${({ theme }) => theme.spacing.xs}px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
