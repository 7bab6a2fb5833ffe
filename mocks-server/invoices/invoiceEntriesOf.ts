import type { Request } from 'express';
import type { PolicyCheckEntry } from '../bills/expenseStandard';
import type { Bill } from '../data/billTypes';
import type { Staff } from '../data/types';
import type { RouteContext } from '../routes/RouteContext';
import { invoicePolicyEntries } from './invoicePolicyEntries';
import { checkContextOf } from './invoicesRouter';

/** The invoices' blocking problems for a submit of `bill` (none where the service is not wired). */
export function invoiceEntriesOf(
  context: RouteContext,
  req: Request,
  actor: Staff,
  bill: Bill,
): PolicyCheckEntry[] {
  if (!context.wallets) return [];
  const deps = { ...context, wallets: context.wallets };
  return invoicePolicyEntries(checkContextOf(deps, req, actor, bill.id), bill);
}
