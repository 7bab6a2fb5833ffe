import * as v from 'valibot';
import { optionalMoney } from '../bills/billSummary';
import { flag, record, text } from '../core/fields';
import { listOf } from '../core/listOf';
import { printId, printRequiredId, whole } from './printFields';

const MAX_LINES = 500;
const MAX_STEPS = 200;
const MAX_EVENTS = 100;

/** An expense line on paper; without an id it is dropped. */
const sheetLineSchema = v.pipe(
  record({
    id: printRequiredId,
    feeTypeName: text(),
    feeTypeForm: record({
      feeDate: whole,
      consumptionReasons: text(),
      amount: optionalMoney,
      invoiceForm: record({ type: text(), invoices: v.fallback(v.array(v.unknown()), () => []) }),
    }),
  }),
  v.transform(({ id, feeTypeName, feeTypeForm: form }) => ({
    id,
    feeTypeName,
    feeDate: form.feeDate,
    reason: form.consumptionReasons,
    amount: form.amount,
    invoiceCount: form.invoiceForm.type === 'exist' ? form.invoiceForm.invoices.length : 0,
  })),
);

/** A log of the bill: the approval trail and the print record are both read from them. */
export const printLogSchema = record({
  action: text(),
  time: whole,
  operatorId: printId,
  nodeId: printId,
  comment: text(),
  printTemplateId: printId,
  isPrintInvoice: flag,
});
type PrintLog = v.InferOutput<typeof printLogSchema>;

/** The bill's printouts, newest first (mocks-server/bills/README.md: print logs). */
export function printHistoryOf(logs: readonly PrintLog[]) {
  return logs
    .filter((log) => log.action === 'freeflow.print')
    .map((log) => ({
      time: log.time ?? 0,
      printerId: log.operatorId,
      templateId: log.printTemplateId,
      withInvoices: log.isPrintInvoice,
    }))
    .slice(-MAX_EVENTS)
    .reverse();
}

/** The approval trail; reminders and printouts are the print record's, not the trail's. */
function trailOf(logs: readonly PrintLog[], nodes: readonly { id: string; name: string }[]) {
  const names = new Map(nodes.map((node) => [node.id, node.name]));
  return logs.slice(-MAX_STEPS).flatMap((log) => {
    const action = log.action.replace(/^freeflow\./, '');
    if (!action || action === 'print' || action === 'remind') return [];
    const nodeName = (log.nodeId && names.get(log.nodeId)) || '';
    const { operatorId, comment } = log;
    return [{ nodeName, operatorId, action, time: log.time ?? 0, comment }];
  });
}

/** A plan node as the sheet and the paper steps read it; without an id it is dropped. */
export const printNodeSchema = record({
  id: printRequiredId,
  type: text(),
  name: text(),
  signer: printId,
  state: text(),
  description: text(),
});

/** What a finance office needs on the printed bill (docs/approval-payment-print.md). */
export const printSheetEntries = {
  corporation: record({ name: text() }),
  formType: text(),
  createTime: whole,
  logs: listOf('logs', printLogSchema),
  plan: record({ nodes: listOf('plan.nodes', printNodeSchema) }),
};

export const printSheetFormEntries = {
  expenseDepartment: record({ name: text() }),
  submitDate: whole,
  expenseMoney: optionalMoney,
  payMoney: optionalMoney,
  details: listOf('form.details', sheetLineSchema),
};

type SheetRead = v.InferOutput<ReturnType<typeof sheetRecord>>;
const sheetRecord = () => record({ ...printSheetEntries, form: record(printSheetFormEntries) });

/** The printed sheet of a bill read with `printSheetEntries`; missing parts read as empty. */
export function printSheetOf({ corporation, form, plan, logs, ...bill }: SheetRead) {
  return {
    corporationName: corporation.name,
    formType: bill.formType,
    departmentName: form.expenseDepartment.name,
    createTime: bill.createTime,
    submitDate: form.submitDate,
    expenseMoney: form.expenseMoney,
    payMoney: form.payMoney,
    lines: form.details.slice(0, MAX_LINES),
    trail: trailOf(logs, plan.nodes),
  };
}

/** The bill answer's value as the printed sheet alone. */
export const printSheetSchema = v.pipe(sheetRecord(), v.transform(printSheetOf));
