import { CNY } from '@shell/money';
import type { Money } from '@shell/money';
import type { DateRangeValue, FieldDescriptor, FieldValues } from '../forms';
import { normalizeAmount } from '../forms/fieldFormats';
import { fieldsOf } from './readFields';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** Form date text → epoch ms of that local day (and time): what dateTextOf reads back. */
function timeOf(text: unknown): number | null {
  const match = typeof text === 'string' ? DATE.exec(text) : null;
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const time = new Date(year, month - 1, day, hour, minute).getTime();
  return Number.isNaN(time) ? null : time;
}

function moneyOf(field: FieldDescriptor, text: unknown): Money | null {
  const amount = typeof text === 'string' ? normalizeAmount(text) : null;
  if (amount === null) return null;
  const currency = field.currency ?? CNY;
  return {
    standard: amount,
    standardScale: currency.scale,
    standardUnit: currency.unit,
    standardSymbol: currency.symbol,
    standardNumCode: currency.numCode,
    standardStrCode: currency.strCode,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One field's form state in the wire shape (mocks-server/bills/README.md "Writing drafts"). */
function wireValueOf(field: FieldDescriptor, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return text(value);
    case 'number':
      return normalizeAmount(text(value));
    case 'money':
      return moneyOf(field, value);
    case 'date':
      return timeOf(value);
    case 'dateRange': {
      const range = fieldsOf(value) as Partial<DateRangeValue>;
      const start = timeOf(range.start);
      const end = timeOf(range.end);
      return start === null && end === null ? null : { start, end };
    }
    case 'boolean':
    case 'switcher':
      return value === true;
    case 'ref':
      return text(value) || null;
    case 'list':
      return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
    case 'attachment':
      // Files picked but not uploaded yet have no fileId: the upload widget sends them first.
      return Array.isArray(value)
        ? value.flatMap((item) => {
            const { fileId, fileName } = fieldsOf(item);
            return fileId ? [{ fileId, fileName }] : [];
          })
        : [];
    case 'unsupported':
      return undefined;
    case 'complex': {
      const parts = fieldsOf(value);
      const wire: Record<string, unknown> = {};
      for (const part of field.children ?? []) {
        const partValue = part.readOnly ? undefined : wireValueOf(part, parts[part.name]);
        if (partValue !== undefined) wire[part.name] = partValue;
      }
      return wire;
    }
  }
}

/**
 * Form state → the draft body's form values: Money objects, epoch ms dates, ids. Read-only and
 * unsupported fields are the server's and are not sent, so it keeps what it has.
 */
export function wireFormOf(fields: readonly FieldDescriptor[], values: FieldValues) {
  const form: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly || !Object.hasOwn(values, field.name)) continue;
    const value = wireValueOf(field, values[field.name]);
    if (value !== undefined) form[field.name] = value;
  }
  return form;
}
