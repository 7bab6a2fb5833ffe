import type { Attachment, BillDetail, Invoice, InvoiceForm } from '../data/billTypes';
import { MAX_DETAIL_LINES } from '../specifications/billTypeFields';
import { attachmentField, dateField, textField } from '../specifications/fieldBuilders';
import type { FeeType } from '../specifications/referenceTypes';
import { badDraft, readDraftValue } from './readDraftValue';
import { readLineMoney } from './readLineMoney';

const MAX_INVOICES = 20;

/** What the lines are read against: the tenant's fee types and the bill's lines so far. */
export interface LineContext {
  billId: string;
  feeTypes: readonly FeeType[];
  existing: readonly BillDetail[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (name: string, value: unknown) =>
  readDraftValue(textField(name, name), value ?? '') as string;
const files = (name: string, value: unknown) =>
  readDraftValue(attachmentField(name, name), value ?? []) as Attachment[];

const LINE_ID = /-L(\d+)$/;

/** New ids continue after the bill's highest, so an id is never given to two lines at once. */
function idMaker(context: LineContext): (sent: unknown) => string {
  const kept = new Set(context.existing.map((line) => line.id));
  const numbers = context.existing.map((line) => Number(LINE_ID.exec(line.id)?.[1] ?? 0));
  let next = Math.max(0, ...numbers);
  return (sent) => {
    if (typeof sent === 'string' && kept.has(sent)) {
      kept.delete(sent);
      return sent;
    }
    next += 1;
    return `${context.billId}-L${next}`;
  };
}

/**
 * A leaf fee type of the tenant: active, or the inactive one the line already had (a bill may
 * keep a fee type deactivated since it was written).
 */
function feeTypeOf(name: string, id: unknown, context: LineContext, lineId: string) {
  const feeType = context.feeTypes.find((each) => each.id === id);
  const had = context.existing.some((line) => line.id === lineId && line.feeTypeId === id);
  if (!feeType?.specification || (!feeType.active && !had)) {
    throw badDraft(`${name}.feeTypeId must name an active fee type that is not a group`);
  }
  return { feeType, specification: feeType.specification };
}

function readInvoice(at: string, entry: unknown, fallbackId: string): Invoice {
  if (!isObject(entry)) throw badDraft(`${at} must be an object`);
  const [file] = entry.file === undefined ? [] : files(`${at}.file`, [entry.file]);
  const amount =
    entry.amount === undefined ? null : readLineMoney(`${at}.amount`, entry.amount, true);
  return {
    id: typeof entry.id === 'string' && entry.id ? entry.id.slice(0, 64) : fallbackId,
    // A photo's type is not known until someone reads it: none rather than a made-up code.
    invoiceType: text(`${at}.invoiceType`, entry.invoiceType),
    invoiceCode: text(`${at}.invoiceCode`, entry.invoiceCode),
    invoiceNumber: text(`${at}.invoiceNumber`, entry.invoiceNumber),
    issueDate: typeof entry.issueDate === 'number' ? entry.issueDate : 0,
    ...(amount ? { amount } : {}),
    ...(file ? { file } : {}),
    ...(typeof entry.checkCode === 'string' && /^\d{20}$/.test(entry.checkCode)
      ? { checkCode: entry.checkCode }
      : {}),
  };
}

/** docs/bills-and-workflow.md `invoiceForm`: `exist` with its invoices (a photo is an invoice with a file). */
function readInvoiceForm(name: string, value: unknown, lineId: string): InvoiceForm {
  if (value === undefined || value === null) return { type: 'noExist', invoices: [] };
  if (!isObject(value) || (value.type !== 'exist' && value.type !== 'noExist')) {
    throw badDraft(`${name}.invoiceForm must be {type: "exist" | "noExist", invoices}`);
  }
  const raw = value.type === 'exist' ? (value.invoices ?? []) : [];
  if (!Array.isArray(raw) || raw.length > MAX_INVOICES) {
    throw badDraft(`${name}.invoiceForm.invoices must be a list of at most ${MAX_INVOICES}`);
  }
  const at = `${name}.invoiceForm.invoices`;
  const invoices = raw.map((entry, index) =>
    readInvoice(`${at}[${index}]`, entry, `${lineId}-I${index + 1}`),
  );
  return { type: invoices.length > 0 ? 'exist' : 'noExist', invoices };
}

/**
 * `details` of a draft body: every line whole (the list replaces the bill's), each checked
 * against its fee type's specification. A line keeps its id when it is one of the bill's;
 * anything else gets a new one. Values the fee type does not ask for are dropped.
 */
export function parseDetailLines(value: unknown, context: LineContext): BillDetail[] {
  if (!Array.isArray(value) || value.length > MAX_DETAIL_LINES) {
    throw badDraft(`details must be a list of at most ${MAX_DETAIL_LINES} lines`);
  }
  const nextId = idMaker(context);
  return value.map((raw, index) => {
    const name = `details[${index}]`;
    if (!isObject(raw) || !isObject(raw.feeTypeForm)) {
      throw badDraft(`${name} must be {id?, feeTypeId, feeTypeForm: {…}}`);
    }
    const id = nextId(raw.id);
    const { feeType, specification } = feeTypeOf(name, raw.feeTypeId, context, id);
    const form = raw.feeTypeForm;
    const own: Record<string, unknown> = {};
    for (const field of specification.fields) {
      if (!Object.hasOwn(form, field.name)) continue;
      const read = readDraftValue({ ...field, name: `${name}.${field.name}` }, form[field.name]);
      if (read !== undefined) own[field.name] = read;
    }
    const feeDate = readDraftValue(dateField(`${name}.feeDate`, ''), form.feeDate ?? null);
    return {
      id,
      feeTypeId: feeType.id,
      feeTypeName: feeType.name,
      feeTypeForm: {
        ...own,
        amount: readLineMoney(`${name}.amount`, form.amount ?? null, specification.allowForeign),
        feeDate: feeDate as number | null,
        consumptionReasons: text(`${name}.consumptionReasons`, form.consumptionReasons),
        invoiceForm: readInvoiceForm(name, form.invoiceForm, id),
        attachments: files(`${name}.attachments`, form.attachments),
      },
    };
  });
}
