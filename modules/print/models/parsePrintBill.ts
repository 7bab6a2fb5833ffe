import {
  PRINT_STATES,
  RECEIPT_STATES,
  SAMPLING_STATES,
  type PaperNode,
  type PrintBill,
  type StaffRef,
} from '../types';
import { parsePrintHistory } from './parsePrintHistory';
import { parsePrintSheet } from './parsePrintSheet';
import { wire, wireOf, type Wire } from './wire';

const PAPER_NODE_TYPES = ['send', 'receive'] as const;
const MAX_ACTIONS = 50;

/** A staff field: a bare id, or the record `dims` expanded it to. */
function staffOf(fields: Wire, key: string): StaffRef | null {
  const id = wire.id(fields, key);
  if (id) return { id, name: '' };
  const record = wireOf(fields[key]);
  const recordId = wire.id(record, 'id');
  return recordId ? { id: recordId, name: wire.text(record, 'name') } : null;
}

function paperNodeOf(raw: unknown): PaperNode[] {
  const node = wireOf(raw);
  const type = wire.oneOf(node, 'type', PAPER_NODE_TYPES);
  const id = wire.id(node, 'id');
  if (!type || !id) return [];
  return [
    {
      id,
      type,
      name: wire.text(node, 'name'),
      signerId: wire.id(node, 'signer'),
      state: wire.text(node, 'state'),
      description: wire.text(node, 'description'),
    },
  ];
}

function actionsOf(fields: Wire): string[] {
  return wire
    .list(fields, 'actions')
    .slice(0, MAX_ACTIONS)
    .filter((action): action is string => typeof action === 'string');
}

/** A bill from the wire, or null when it has no usable id (the caller says it failed). */
export function parsePrintBill(raw: unknown): PrintBill | null {
  const bill = wireOf(raw);
  const id = wire.id(bill, 'id');
  if (!id) return null;
  const form = wireOf(bill.form);
  const money = wireOf(form.expenseMoney);
  const amount = wire.text(money, 'standard');
  return {
    id,
    code: wire.text(form, 'code'),
    title: wire.text(form, 'title'),
    state: wire.text(bill, 'state'),
    submitter: staffOf(form, 'submitterId'),
    amount: /^-?\d{1,15}(\.\d{1,8})?$/.test(amount) ? amount : '',
    currencySymbol: wire.text(money, 'standardSymbol').slice(0, 4),
    // An unknown print state reads as never printed: the safe default for a reminder.
    printState: wire.oneOf(bill, 'printState', PRINT_STATES) ?? 'noPrint',
    printCount: wire.whole(bill, 'printCount') ?? 0,
    lastPrintTime: wire.whole(bill, 'lastPrintTime'),
    lastPrinter: staffOf(bill, 'lastPrinter'),
    printHistory: parsePrintHistory(bill),
    receiptState: wire.oneOf(form, 'receiptState', RECEIPT_STATES),
    paperNodes: wire.list(wireOf(bill.plan), 'nodes').flatMap(paperNodeOf),
    sampling: wire.oneOf(bill, 'sampling', SAMPLING_STATES),
    actions: actionsOf(bill),
    sheet: parsePrintSheet(bill),
  };
}
