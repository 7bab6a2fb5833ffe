import { useLocale, useLocalized } from '@shell/i18n';
import { useRootStore, useStore } from '@shell/store';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  List,
  Page,
  useErrorNotice,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { billsStoreRef } from '../BillsStore';
import { CaptureSheet } from '../capture/CaptureSheet';
import { captureMessages } from '../capture/captureMessages';
import { walletEntryName } from '../capture/walletEntryName';
import { invoicesStoreOf } from '../invoices/InvoicesStore';
import type { WalletInvoice } from '../invoices/invoicesApi';
import { WalletCapture } from './WalletCapture';
import { walletMessages } from './walletMessages';
import { WalletRow } from './WalletRow';

/** `/bills/wallet` (票夹): invoices captured without a bill, kept until a bill uses them. */
export const WalletPage = observer(function WalletPage() {
  const root = useRootStore();
  const invoices = invoicesStoreOf(root);
  const { feeTypes } = useStore(billsStoreRef);
  const messages = useLocalized(walletMessages);
  const capture = useLocalized(captureMessages);
  const errorNotice = useErrorNotice();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [capturing, setCapturing] = useState(params.get('capture') === '1');
  const [removing, setRemoving] = useState<WalletInvoice | null>(null);
  useEffect(() => {
    void invoices.loadWallet();
  }, [invoices]);
  useEffect(() => {
    if (capturing) invoices.decoder.warm();
  }, [capturing, invoices]);
  const close = () => {
    setCapturing(false);
    if (params.has('capture')) setParams({}, { replace: true });
  };
  const remove = async (entry: WalletInvoice) => {
    setRemoving(null);
    const refusal = await invoices.discard(entry.id);
    if (refusal) errorNotice.toast(refusal.error);
  };
  const { wallet, walletState } = invoices;
  return (
    <Page title={messages.title} description={messages.description} width="narrow">
      <div>
        <Button variant="primary" onClick={() => setCapturing(true)}>
          {capture.capture}
        </Button>
      </div>
      {walletState === 'failed' && (
        <ErrorState title={messages.failed} onRetry={() => void invoices.loadWallet()} />
      )}
      {walletState === 'loading' && wallet.length === 0 && <p role="status">{messages.loading}</p>}
      {walletState === 'loaded' && wallet.length === 0 && (
        <EmptyState title={messages.empty}>{messages.emptyHint}</EmptyState>
      )}
      {wallet.length > 0 && (
        <List as="ol" aria-label={messages.list}>
          {wallet.map((entry) => (
            <WalletRow key={entry.id} entry={entry} onRemove={setRemoving} />
          ))}
        </List>
      )}
      <CaptureSheet open={capturing} title={capture.title} onClose={close}>
        <WalletCapture invoices={invoices} feeTypes={feeTypes} onDone={close} />
      </CaptureSheet>
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={messages.confirmRemove(removing ? walletEntryName(removing, locale) : '')}
        confirmLabel={messages.removeWord}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
});
