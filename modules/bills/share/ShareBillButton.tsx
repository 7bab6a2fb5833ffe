import { useLocale, useLocalized } from '@shell/i18n';
import { useRootStore } from '@shell/store';
import { Button, notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { BillDetail } from '../types';
import { billSharePayload } from './billSharePayload';
import { shareMessages } from './shareMessages';

/** The host's "not supported" alert already told the person: say nothing more. */
function alreadyTold(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'UnsupportedFeatureError' &&
    (error as Error & { alerted?: unknown }).alerted !== false
  );
}

/**
 * 分享 on a bill, inside a host app (docs/host-verbs.md "Share a bill"): the host's own share
 * sheet or card with the bill's title, code, amount and link. A host without share answers with
 * the spec's "not supported" alert; a plain browser shows no button, as its address bar shares.
 */
export const ShareBillButton = observer(function ShareBillButton({ bill }: { bill: BillDetail }) {
  const bridge = useRootStore().hostBridge.get();
  const locale = useLocale();
  const messages = useLocalized(shareMessages);
  const [busy, setBusy] = useState(false);
  if (bridge?.variant !== 'embedded') return null;
  const share = async () => {
    setBusy(true);
    try {
      await bridge.share(billSharePayload(bill, locale, window.location.origin));
    } catch (error) {
      if (!alreadyTold(error)) notices.error(messages.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void share()}>
      {messages.share}
    </Button>
  );
});
