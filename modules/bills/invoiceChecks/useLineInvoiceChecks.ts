import { RootStoreContext } from '@shell/store';
import { reaction } from 'mobx';
import { useContext, useEffect, useState } from 'react';
import type { FeeLinesStore } from '../lines/FeeLinesStore';
import { invoicesStoreOf } from '../invoices/InvoicesStore';
import { invoicesOfLine } from './invoicesOfLine';
import { invoiceKeyOf } from './InvoiceCheck';
import { LineInvoiceChecks } from './LineInvoiceChecks';

/** Which line holds which invoice, as one text: a change of it is what asks for checks. */
const holdingsOf = (store: FeeLinesStore) =>
  store.lines
    .map((line) => `${line.key}:${invoicesOfLine(line).map(invoiceKeyOf).join('+')}`)
    .join(',');

/**
 * The editor's invoice checks: made once per editor on a bill with lines, following its lines
 * (a line added, removed or given another invoice asks the server about what is new).
 */
export function useLineInvoiceChecks(
  store: FeeLinesStore | null,
  billId: string | null,
): LineInvoiceChecks | null {
  const root = useContext(RootStoreContext);
  const [checks] = useState(() =>
    store && root ? new LineInvoiceChecks(invoicesStoreOf(root).deps.api, billId) : null,
  );
  useEffect(() => checks?.setBill(billId), [checks, billId]);
  useEffect(() => {
    if (!store || !checks) return undefined;
    return reaction(
      () => holdingsOf(store),
      () => void checks.sync(store.lines),
      { fireImmediately: true },
    );
  }, [store, checks]);
  return checks;
}
