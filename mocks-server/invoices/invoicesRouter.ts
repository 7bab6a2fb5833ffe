import { Router, type Request, type Response } from 'express';
import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import { billActorOf } from '../bills/billActorOf';
import { sendError } from '../http/sendError';
import type { ScenarioEngine } from '../scenarios/ScenarioEngine';
import { labSessionOf } from '../sessions/labSessionOf';
import { checkInvoice, type CheckContext } from './checkInvoice';
import { forcedVerification } from './forcedVerification';
import { DEFAULT_INVOICE_POLICY, invoicePolicyOf } from './invoicePolicy';
import type { InvoiceWallets } from './InvoiceWallets';
import { InvoiceInputError, parseInvoiceFile, parseInvoiceInput } from './parseInvoiceInput';
import { allSampleInvoices } from './sampleInvoices';
import { seededRecordOf } from './seededInvoices';

export interface InvoiceRouteDeps {
  state(): MockState;
  now(): Date;
  wallets: InvoiceWallets;
  scenarios?: ScenarioEngine;
}

const MAX_CHECKS = 50;
const samplesOf = new WeakMap<MockState, ReturnType<typeof allSampleInvoices>>();

/** Everything one check needs for this person and bill (null: the wallet). */
export function checkContextOf(
  deps: InvoiceRouteDeps,
  req: Request,
  actor: Staff,
  billId: string | null,
): CheckContext {
  const state = deps.state();
  if (!samplesOf.has(state)) samplesOf.set(state, allSampleInvoices(state));
  const bill = billId ? state.bills.find((each) => each.id === billId) : undefined;
  const spec = bill && state.specifications.find((s) => s.id === bill.form.specificationId);
  const session = labSessionOf(req);
  return {
    corporationId: actor.corporationId,
    companyName: state.tenants.find((t) => t.corporationId === actor.corporationId)?.name ?? '',
    bills: state.bills,
    samples: samplesOf.get(state) ?? [],
    now: deps.now().getTime(),
    policy: spec ? invoicePolicyOf(spec) : DEFAULT_INVOICE_POLICY,
    billId: bill ? bill.id : null,
    forced: (invoice) => forcedVerification(deps.scenarios, session, invoice),
    seeded: (invoice) => seededRecordOf(state, invoice.invoiceCode, invoice.invoiceNumber),
  };
}

/**
 * The invoice service the lab plays (paths are the lab's: the spec has none): checks before
 * submit (查重, 验真, 抬头, date window) and each person's wallet (票夹). See README.md.
 */
export function invoicesRouter(deps: InvoiceRouteDeps): Router {
  const router = Router();
  const handle =
    (run: (req: Request, res: Response, actor: Staff) => void) => (req: Request, res: Response) => {
      const actor = billActorOf(req, res, deps.state());
      if (!actor) return;
      try {
        run(req, res, actor);
      } catch (error) {
        if (!(error instanceof InvoiceInputError)) throw error;
        sendError(res, 400, 'error:lab:bad-invoice', error.message);
      }
    };

  router.post(
    '/v1/invoice/checks',
    handle((req, res, actor) => {
      const body = (req.body ?? {}) as { billId?: unknown; invoices?: unknown };
      const raw = body.invoices;
      if (!Array.isArray(raw) || raw.length > MAX_CHECKS) {
        throw new InvoiceInputError(`invoices must be a list of at most ${MAX_CHECKS}`);
      }
      const invoices = raw.map((each, index) => parseInvoiceInput(each, `invoices[${index}]`));
      const billId = typeof body.billId === 'string' ? body.billId : null;
      const context = checkContextOf(deps, req, actor, billId);
      res.json({ items: invoices.map((invoice) => checkInvoice(context, invoice)) });
    }),
  );

  router.get(
    '/v1/invoice/wallet',
    handle((req, res, actor) => {
      const context = checkContextOf(deps, req, actor, null);
      const items = deps.wallets
        .list(actor.corporationId, actor.id)
        .map((each) => ({ ...each, check: checkInvoice(context, each) }));
      res.json({ items, count: items.length });
    }),
  );

  router.post(
    '/v1/invoice/wallet',
    handle((req, res, actor) => {
      const body = (req.body ?? {}) as { invoice?: unknown; file?: unknown };
      const invoice = parseInvoiceInput(body.invoice, 'invoice');
      const file = parseInvoiceFile(body.file);
      if (deps.wallets.find(actor.corporationId, actor.id, invoice)) {
        sendError(res, 409, 'error:lab:invoice-in-wallet', '发票已在票夹中');
        return;
      }
      const check = checkInvoice(checkContextOf(deps, req, actor, null), invoice);
      const createTime = deps.now().getTime();
      const stored = deps.wallets.add(actor.corporationId, actor.id, {
        ...invoice,
        ...(file ? { file } : {}),
        createTime,
        check,
      });
      if (!stored) sendError(res, 409, 'error:lab:wallet-full', '票夹已满');
      else res.status(201).json({ value: stored });
    }),
  );

  router.delete(
    '/v1/invoice/wallet/:id',
    handle((req, res, actor) => {
      const removed = deps.wallets.remove(actor.corporationId, actor.id, String(req.params.id));
      if (removed) res.status(204).end();
      else sendError(res, 404, 'error:lab:not-found', '票夹中没有这张发票');
    }),
  );

  return router;
}
