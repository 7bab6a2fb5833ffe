import { useLocale, useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { InvoicesStore } from '../invoices/InvoicesStore';
import { captureMessages } from './captureMessages';
import type { CaptureStore } from './CaptureStore';
import { walletEntryName } from './walletEntryName';

/** The wallet's invoices a bill may take, each picked into the capture with one tap. */
export const WalletPicks = observer(function WalletPicks(props: {
  invoices: InvoicesStore;
  store: CaptureStore;
}) {
  const { invoices, store } = props;
  const messages = useLocalized(captureMessages);
  const locale = useLocale();
  if (invoices.walletState === 'failed')
    return <Muted role="status">{messages.walletFailed}</Muted>;
  const picked = new Set(
    store.items.flatMap((item) => (item.origin.kind === 'wallet' ? [item.origin.walletId] : [])),
  );
  const open = invoices.wallet.filter((entry) => !picked.has(entry.id));
  if (open.length === 0) return <Muted>{messages.walletEmpty}</Muted>;
  return (
    <Picks aria-label={messages.wallet(open.length)}>
      {open.map((entry) => {
        const name = walletEntryName(entry, locale);
        return (
          <li key={entry.id}>
            <span>{name}</span>
            <Button
              size="sm"
              aria-label={messages.addToBill(name)}
              onClick={() => void store.addWallet([entry], () => name)}
            >
              +
            </Button>
          </li>
        );
      })}
    </Picks>
  );
});

const Picks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm}px;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
