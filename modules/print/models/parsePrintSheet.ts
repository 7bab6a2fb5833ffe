import { parseMoney, type Money } from '@shell/money';
import { wire, wireOf, type Wire } from './wire';

/** One expense line on paper: what, when, how much, how many invoices. */
export interface SheetLine {
  id: string;
  feeTypeName: string;
  /** ms epoch; null when not given. */
  feeDate: number | null;
  reason: string;
  amount: Money | null;
  invoiceCount: number;
}

/** One step of the approval trail: which node, who, what, when, and the comment. */
export interface SheetStep {
  nodeName: string;
  operatorId: string | null;
  /** The log action without `freeflow.` (submit, agree, reject, pay…). */
  action: string;
  time: number;
  comment: string;
}

/** What a finance office needs on the printed bill beyond its code (docs/approval-payment-print.md, issue 18 docs/approval-payment-print.md). */
export interface PrintSheet {
  corporationName: string;
  formType: string;
  departmentName: string;
  createTime: number | null;
  submitDate: number | null;
  expenseMoney: Money | null;
  payMoney: Money | null;
  lines: SheetLine[];
  trail: SheetStep[];
}

const MAX_LINES = 500;
const MAX_STEPS = 200;

const moneyOf = (raw: unknown) => {
  const money = raw === undefined || raw === null ? null : parseMoney(raw);
  return money instanceof Error ? null : money;
};

function lineOf(raw: unknown): SheetLine[] {
  const line = wireOf(raw);
  const id = wire.id(line, 'id');
  if (!id) return [];
  const form = wireOf(line.feeTypeForm);
  const invoiceForm = wireOf(form.invoiceForm);
  return [
    {
      id,
      feeTypeName: wire.text(line, 'feeTypeName'),
      feeDate: wire.whole(form, 'feeDate'),
      reason: wire.text(form, 'consumptionReasons'),
      amount: moneyOf(form.amount),
      invoiceCount: invoiceForm.type === 'exist' ? wire.list(invoiceForm, 'invoices').length : 0,
    },
  ];
}

function trailOf(bill: Wire): SheetStep[] {
  const names = new Map(
    wire.list(wireOf(bill.plan), 'nodes').map((raw) => {
      const node = wireOf(raw);
      return [wire.id(node, 'id'), wire.text(node, 'name')] as const;
    }),
  );
  return wire
    .list(bill, 'logs')
    .slice(-MAX_STEPS)
    .flatMap((raw) => {
      const log = wireOf(raw);
      const action = wire.text(log, 'action').replace(/^freeflow\./, '');
      // Reminders and printouts are the print record's, not the approval trail's.
      if (!action || action === 'print' || action === 'remind') return [];
      const nodeId = wire.id(log, 'nodeId');
      return [
        {
          nodeName: (nodeId && names.get(nodeId)) || '',
          operatorId: wire.id(log, 'operatorId'),
          action,
          time: wire.whole(log, 'time') ?? 0,
          comment: wire.text(log, 'comment'),
        },
      ];
    });
}

/** The bill answer (untrusted) as the printed sheet; missing parts read as empty, never throw. */
export function parsePrintSheet(raw: unknown): PrintSheet {
  const bill = wireOf(raw);
  const form = wireOf(bill.form);
  return {
    corporationName: wire.text(wireOf(bill.corporation), 'name'),
    formType: wire.text(bill, 'formType'),
    departmentName: wire.text(wireOf(form.expenseDepartment), 'name'),
    createTime: wire.whole(bill, 'createTime'),
    submitDate: wire.whole(form, 'submitDate'),
    expenseMoney: moneyOf(form.expenseMoney),
    payMoney: moneyOf(form.payMoney),
    lines: wire.list(form, 'details').slice(0, MAX_LINES).flatMap(lineOf),
    trail: trailOf(bill),
  };
}
