import { FULLY_DIGITAL_CODES, INVOICE_TYPE_CODES } from './invoiceTypeCodes';
import type { QrParse, QrProblemCode } from './QrInvoice';

/** Longer than any invoice QR (about 80 characters): a scanner handing over more is not one. */
export const MAX_QR_TEXT = 256;
const SHOWN = 24;
/** Types whose invoices print a check code that verification needs (普票, 电子普票, 卷票, 通行费). */
const NEEDS_CHECK_CODE = new Set(['04', '10', '11', '14']);

const fail = (code: QrProblemCode, value?: string): QrParse => ({
  ok: false,
  problem: value === undefined ? { code } : { code, value: shown(value) },
});

/** A field's text as a message may quote it: short, without control characters. */
function shown(value: string): string {
  const clean = [...value].map((c) => (/[\p{Cc}\p{Cf}]/u.test(c) ? '?' : c)).join('');
  return clean.length > SHOWN ? `${clean.slice(0, SHOWN)}…` : clean;
}

/** `YYYYMMDD` → `YYYY-MM-DD` when it is a real calendar day from 1990 on, else null. */
function isoDateOf(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1990 && year <= 2099 ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A positive decimal with at most two places → two places; null for anything else. */
function amountOf(text: string): string | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  return /[1-9]/.test(whole + cents) ? `${whole}.${cents}` : null;
}

/**
 * The invoice a QR text states: `01,<type>,<code>,<number>,<amount>,<YYYYMMDD>,<check>,<random>,`.
 * Untrusted input (a camera, a file, a host scanner): anything else is refused with the field at
 * fault, and nothing is guessed — a wrong amount is worse than none.
 */
export function parseInvoiceQr(raw: string): QrParse {
  const text = raw.replace(/^\uFEFF/, '').trim();
  if (!text) return fail('empty');
  if (text.length > MAX_QR_TEXT) return fail('too-long');
  const fields = text.split(',');
  if (!/^\d{2}$/.test(fields[0]) || fields.length < 7 || fields.length > 9) {
    return fail('not-invoice');
  }
  const [version, typeCode, code, number, amountText, dateText, checkCode] = fields;
  const rest = fields.slice(7);
  if (version !== '01') return fail('version', version);
  if (rest.some((field, index) => !/^[0-9A-Za-z]{0,16}$/.test(field) || (index > 0 && field))) {
    return fail('not-invoice');
  }
  const invoiceType = INVOICE_TYPE_CODES[typeCode];
  if (!invoiceType) return fail('type', typeCode);
  const digital = FULLY_DIGITAL_CODES.has(typeCode);
  if (digital ? code !== '' : !/^(\d{10}|\d{12})$/.test(code)) return fail('code', code);
  if (!(digital ? /^\d{20}$/ : /^\d{8}$/).test(number)) return fail('number', number);
  const amount = amountOf(amountText);
  if (!amount) return fail('amount', amountText);
  const issueDate = isoDateOf(dateText);
  if (!issueDate) return fail('date', dateText);
  const checkOk = checkCode === '' ? !NEEDS_CHECK_CODE.has(typeCode) : /^\d{20}$/.test(checkCode);
  if (!checkOk) return fail('check-code', checkCode);
  return {
    ok: true,
    invoice: {
      invoiceType,
      typeCode,
      invoiceCode: code,
      invoiceNumber: number,
      amount,
      issueDate,
      checkCode,
    },
  };
}
