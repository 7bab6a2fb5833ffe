import * as v from 'valibot';
import { PRINT_STATES, RECEIPT_STATES } from '../billVocabulary';
import { oneOf, record, text } from '../core/fields';
import { itemsOf, pageOf } from '../core/page';
import { printRequiredId, printStaffRef, whole } from './printFields';
import {
  printHistoryOf,
  printSheetEntries,
  printSheetFormEntries,
  printSheetOf,
} from './printSheet';

/** docs/approval-payment-print.md "Sampling": whether the bill was picked for a paper check. */
export const SAMPLING_STATES = ['selected', 'unselected'] as const;
/** The backlog task states of the paper steps (mocks-server/bills/README.md "Task fields"). */
export const PAPER_TASK_STATES = ['SENDING', 'RECEIVING', 'RECEIVING_EXCEP'] as const;

const PAPER_NODE_TYPES = ['send', 'receive'] as const;
const MAX_ACTIONS = 50;
const AMOUNT = /^-?\d{1,15}(\.\d{1,8})?$/;

const isPaperType = (type: string): type is (typeof PAPER_NODE_TYPES)[number] =>
  (PAPER_NODE_TYPES as readonly string[]).includes(type);

/** docs/approval-payment-print.md: a bill as the print pages read it; without an id it is none. */
export const printBillSchema = v.pipe(
  record({
    ...printSheetEntries,
    id: printRequiredId,
    state: text(),
    printState: oneOf(PRINT_STATES),
    printCount: whole,
    lastPrintTime: whole,
    lastPrinter: printStaffRef,
    sampling: oneOf(SAMPLING_STATES),
    actions: v.fallback(v.array(v.unknown()), () => []),
    form: record({
      ...printSheetFormEntries,
      code: text(),
      title: text(),
      submitterId: printStaffRef,
      receiptState: oneOf(RECEIPT_STATES),
    }),
  }),
  v.transform((bill) => {
    const { form, plan } = bill;
    const amount = form.expenseMoney?.standard ?? '';
    return {
      id: bill.id,
      code: form.code,
      title: form.title,
      state: bill.state,
      submitter: form.submitterId,
      amount: AMOUNT.test(amount) ? amount : '',
      currencySymbol: (form.expenseMoney?.standardSymbol ?? '').slice(0, 4),
      // An unknown print state reads as never printed: the safe default for a reminder.
      printState: bill.printState ?? 'noPrint',
      printCount: bill.printCount ?? 0,
      lastPrintTime: bill.lastPrintTime,
      lastPrinter: bill.lastPrinter,
      printHistory: printHistoryOf(bill.logs),
      receiptState: form.receiptState,
      paperNodes: plan.nodes.flatMap(({ id, type, name, signer, state, description }) =>
        isPaperType(type) ? [{ id, type, name, signerId: signer, state, description }] : [],
      ),
      sampling: bill.sampling,
      actions: bill.actions
        .slice(0, MAX_ACTIONS)
        .filter((action): action is string => typeof action === 'string'),
      sheet: printSheetOf(bill),
    };
  }),
);

/** A backlog item at a paper step; approval and payment tasks are not this list's. */
export const paperTaskSchema = v.pipe(
  record({
    id: printRequiredId,
    state: v.picklist(PAPER_TASK_STATES),
    nodeName: text(),
    createTime: whole,
    flow: printBillSchema,
  }),
  v.transform(({ flow, createTime, ...task }) => ({
    ...task,
    createTime: createTime ?? 0,
    bill: flow,
  })),
);

/** A template names itself per locale, or with one text for both; without an id it is none. */
export const printTemplateSchema = v.pipe(
  record({
    id: printRequiredId,
    name: v.optional(v.unknown()),
  }),
  v.transform(({ id, name }) => {
    const plain = v.parse(text(), name);
    const names = v.parse(record({ 'zh-CN': text(), 'en-US': text() }), name);
    const zh = names['zh-CN'] || plain || id;
    return { id, name: { 'zh-CN': zh, 'en-US': names['en-US'] || plain || zh } };
  }),
);

/** `POST /v1/print/flows/search`: the printable bills. */
export const printBillsPageSchema = pageOf('items', printBillSchema);
/** `POST /v1/flow/backlogs/search` as the paper lists ask it. */
export const paperTasksPageSchema = pageOf('items', paperTaskSchema);
/** `GET /v1/print/templates`. */
export const printTemplatesAnswerSchema = itemsOf('items', printTemplateSchema);
/** A bill answer (the detail and every print verb): `{value}`. */
export const printBillAnswerSchema = record({ value: printBillSchema });
