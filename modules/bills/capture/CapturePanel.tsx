import { useLocalized } from '@shell/i18n';
import { Button, List, type SelectOption, useIsPhone } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { InvoicesStore } from '../invoices/InvoicesStore';
import { CaptureItemRow } from './CaptureItemRow';
import { captureMessages } from './captureMessages';
import type { CaptureStore } from './CaptureStore';
import { FilePick } from './FilePick';
import { scanInto } from './scanInto';
import { WalletPicks } from './WalletPicks';

/** Images, PDF and OFD e-invoices by extension and type: pickers filter, the decoder sniffs. */
const INVOICE_FILES = 'image/*,.pdf,.ofd,application/pdf,application/ofd';

export interface CapturePanelProps {
  store: CaptureStore;
  invoices: InvoicesStore;
  /** Into the bill's lines (fee types offered, the wallet to pick from), or into the wallet. */
  asLine: boolean;
  feeTypes: readonly SelectOption[];
  confirmLabel: string;
  /** What stops confirming (a fee type missing), said above the buttons. */
  problem: string | null;
  /** The confirm is under way (kept in the wallet one by one). */
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Choose, scan or pick invoices; each one's result; confirm the ones to keep. */
export const CapturePanel = observer(function CapturePanel(props: CapturePanelProps) {
  const { store, invoices } = props;
  const messages = useLocalized(captureMessages);
  const isPhone = useIsPhone();
  const [showWallet, setShowWallet] = useState(false);
  const scans = useRef(0);
  const scanner = invoices.deps.scanner();
  const take = (files: File[]) => void store.addFiles(files);
  const scan = () => {
    if (!scanner) return;
    scans.current += 1;
    void scanInto(store, scanner, messages.scanned(scans.current));
  };
  return (
    <Column>
      <Hint>{messages.hint}</Hint>
      <Pickers>
        {isPhone && <FilePick label={messages.camera} accept="image/*" camera onFiles={take} />}
        {isPhone && <FilePick label={messages.album} accept="image/*" multiple onFiles={take} />}
        <FilePick label={messages.files} accept={INVOICE_FILES} multiple primary onFiles={take} />
        {scanner && <Button onClick={scan}>{messages.scan}</Button>}
        {props.asLine && invoices.wallet.length > 0 && (
          <Button aria-expanded={showWallet} onClick={() => setShowWallet(!showWallet)}>
            {messages.wallet(invoices.wallet.length)}
          </Button>
        )}
      </Pickers>
      {showWallet && <WalletPicks invoices={invoices} store={store} />}
      {store.items.length > 0 && (
        <List as="ol" aria-label={messages.results} aria-live="polite">
          {store.items.map((item) => (
            <CaptureItemRow
              key={item.id}
              item={item}
              store={store}
              feeTypes={props.feeTypes}
              asLine={props.asLine}
            />
          ))}
        </List>
      )}
      {props.problem && <Problem role="alert">{props.problem}</Problem>}
      <Actions>
        <Button onClick={props.onClose}>{messages.cancel}</Button>
        <Button
          variant="primary"
          disabled={store.chosen.length === 0}
          loading={store.busy || props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </Actions>
    </Column>
  );
});

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Always in reach at the sheet's bottom, however long the results grow. */
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.sm}px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  background: ${({ theme }) => theme.colors.surface};
`;
