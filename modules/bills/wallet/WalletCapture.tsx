import { useLocalized } from '@shell/i18n';
import { notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { captureDeps } from '../capture/captureDeps';
import { captureMessages } from '../capture/captureMessages';
import { CapturePanel } from '../capture/CapturePanel';
import { CaptureStore } from '../capture/CaptureStore';
import type { InvoicesStore } from '../invoices/InvoicesStore';
import type { FeeTypesStore } from '../lines/FeeTypesStore';

/** Invoices captured without a bill: each kept in the wallet, with its file. */
export const WalletCapture = observer(function WalletCapture(props: {
  invoices: InvoicesStore;
  feeTypes: FeeTypesStore;
  onDone(): void;
}) {
  const { invoices } = props;
  const messages = useLocalized(captureMessages);
  const [store] = useState(
    () => new CaptureStore(captureDeps(invoices, () => null, props.feeTypes, null)),
  );
  const [keeping, setKeeping] = useState(false);
  const keep = async () => {
    setKeeping(true);
    const chosen = store.chosen;
    const kept = await Promise.all(
      chosen.map((item) =>
        item.invoice ? invoices.keep(item.invoice, item.file ?? null) : Promise.resolve(false),
      ),
    );
    setKeeping(false);
    store.drop(chosen.filter((_, index) => kept[index]).map((item) => item.id));
    const failed = kept.filter((ok) => !ok).length;
    if (failed > 0) notices.error(messages.keepFailed(failed));
    if (failed < kept.length) notices.success(messages.kept(kept.length - failed));
    if (failed === 0) props.onDone();
  };
  return (
    <CapturePanel
      store={store}
      invoices={invoices}
      asLine={false}
      feeTypes={[]}
      confirmLabel={messages.keep(store.chosen.length)}
      problem={null}
      busy={keeping}
      onConfirm={() => void keep()}
      onClose={props.onDone}
    />
  );
});
