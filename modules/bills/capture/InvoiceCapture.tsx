import { useLocalized } from '@shell/i18n';
import { RootStoreContext } from '@shell/store';
import { Button, notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useContext, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import type { FeeTypesStore } from '../lines/FeeTypesStore';
import { lineTargetId } from '../lines/FeeLineRow';
import { useLineChecks } from '../invoiceChecks/LineInvoiceChecksContext';
import type { LineInvoiceChecks } from '../invoiceChecks/LineInvoiceChecks';
import { invoicesStoreOf, type InvoicesStore } from '../invoices/InvoicesStore';
import { addCapturedLines } from './addCapturedLines';
import { captureDeps } from './captureDeps';
import { captureMessages } from './captureMessages';
import { CapturePanel } from './CapturePanel';
import { CaptureSheet } from './CaptureSheet';
import { CaptureStore } from './CaptureStore';

export interface InvoiceCaptureProps {
  lines: FeeLinesStore;
  feeTypes: FeeTypesStore;
  /** The lines' other buttons (Add), kept in one row with this one. */
  children: ReactNode;
}

/**
 * "Capture invoices" beside Add on a bill being edited: photos, PDF and OFD e-invoices, the
 * host's scanner or the wallet; each invoice read becomes a line once the person confirms.
 */
export const InvoiceCapture = observer(function InvoiceCapture(props: InvoiceCaptureProps) {
  const messages = useLocalized(captureMessages);
  const root = useContext(RootStoreContext);
  const checks = useLineChecks();
  const [open, setOpen] = useState(false);
  const invoices = root && checks ? invoicesStoreOf(root) : null;
  const start = () => {
    // The decoder's bytes load now that a person began capturing, not with the form.
    invoices?.decoder.warm();
    void invoices?.loadWallet();
    setOpen(true);
  };
  return (
    <Buttons>
      {props.children}
      {invoices && checks && (
        <>
          <Button id="invoice-capture" onClick={start}>
            {messages.capture}
          </Button>
          <CaptureSheet open={open} title={messages.title} onClose={() => setOpen(false)}>
            <BillCapture
              {...props}
              invoices={invoices}
              checks={checks}
              onDone={() => setOpen(false)}
            />
          </CaptureSheet>
        </>
      )}
    </Buttons>
  );
});

interface BillCaptureProps extends InvoiceCaptureProps {
  invoices: InvoicesStore;
  checks: LineInvoiceChecks;
  onDone(): void;
}

const BillCapture = observer(function BillCapture(props: BillCaptureProps) {
  const { lines, feeTypes, checks, invoices } = props;
  const messages = useLocalized(captureMessages);
  const [store] = useState(
    () => new CaptureStore(captureDeps(invoices, checks.billId, feeTypes, lines)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const options = feeTypes.pickable.map((each) => ({ value: each.id, label: each.fullName }));
  const confirm = () => {
    const lacking = store.chosen.find((item) => !item.feeTypeId);
    if (lacking) return setProblem(messages.needsFeeType(lacking.name));
    const keys = addCapturedLines(store.chosen, lines, feeTypes, checks);
    notices.success(messages.added(keys.length));
    props.onDone();
    requestAnimationFrame(() => document.getElementById(lineTargetId(keys[0] ?? ''))?.focus());
  };
  return (
    <CapturePanel
      store={store}
      invoices={invoices}
      asLine
      feeTypes={options}
      confirmLabel={messages.add(store.chosen.length)}
      problem={problem}
      onConfirm={confirm}
      onClose={props.onDone}
    />
  );
});

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
