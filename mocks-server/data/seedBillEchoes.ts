import type { Bill } from './billTypes';
import { CODE_PREFIXES } from './seedBillDraft';

/** Rounds of echoes per tenant: about 20–30 driven bills each give several hundred in all. */
export const ECHO_ROUNDS = 14;
const ROUND_MS = 91 * 86_400_000;
/** Every time field a bill and its parts carry; each moves back by the same amount. */
const TIME_KEYS: ReadonlySet<string> = new Set([
  'createTime',
  'updateTime',
  'finishTime',
  'operateTime',
  'time',
  'submitDate',
  'feeDate',
  'issueDate',
  'lastPrintTime',
]);

/**
 * Older copies of a tenant's driven bills, so lists have hundreds to page through without
 * running the workflow again for each (that would cost about half a millisecond a bill).
 * Round r moves every time back by r × 91 days, so echoes sort after every driven bill and
 * the first pages stay as they were; each echo gets its own id, code, line and payment ids.
 */
export function seedBillEchoes(bills: readonly Bill[]): Bill[] {
  const echoes: Bill[] = [];
  let sequence = bills.length;
  for (let round = 1; round <= ECHO_ROUNDS; round += 1) {
    for (const bill of bills) {
      sequence += 1;
      echoes.push(echoOf(bill, round, sequence));
    }
  }
  return echoes;
}

function echoOf(bill: Bill, round: number, sequence: number): Bill {
  const echo = copyShifted(bill, round * ROUND_MS);
  // Ids derived from the original's: as stable, and far cheaper than faker's strings.
  const idOf = (id: string) => `${id}-e${round}`;
  echo.id = idOf(bill.id);
  const year = String(new Date(echo.createTime).getUTCFullYear()).slice(-2);
  echo.form.code = `${CODE_PREFIXES[echo.formType]}${year}${String(sequence).padStart(5, '0')}`;
  for (const payment of echo.payments) payment.id = idOf(payment.id);
  for (const detail of echo.form.details) detail.id = idOf(detail.id);
  return echo;
}

/**
 * A copy of the plain JSON-like record with every number under a time key moved back by
 * `shift`. Money and attachment records have no times and nothing ever changes them, so the
 * echo shares them: a deep clone of every bill cost more than driving the originals.
 */
function copyShifted<T>(value: T, shift: number): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyShifted(item, shift)) as T;
  if (value === null || typeof value !== 'object' || isShared(value)) return value;
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key in source) {
    const field = source[key];
    copy[key] =
      typeof field === 'number' && TIME_KEYS.has(key) ? field - shift : copyShifted(field, shift);
  }
  return copy as T;
}

function isShared(value: object): boolean {
  return 'standardStrCode' in value || 'fileId' in value;
}
