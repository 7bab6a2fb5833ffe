import { compareDecimals, DEFAULT_SCALE, type DecimalString } from '@shell/money';
import type { Locale } from '@shell/i18n';
import { localizedLabel } from '@shell/i18n';
import { dateTextProblem } from './dateText';
import type { FieldDescriptor } from './FieldDescriptor';
import { fractionDigits, isEmail, isPhone, normalizeAmount } from './fieldFormats';
import type { FormMessages, LengthMessages } from './formMessages';

export interface CheckContext {
  messages: FormMessages;
  locale: Locale;
  /** A draft is saved unfinished: required checks are skipped, format checks are not. */
  draft: boolean;
}

interface Bounds<T> {
  min: T | undefined;
  max: T | undefined;
}

/** Which bound a value breaks, compared by `compare`; the message kind antd would pick. */
function boundProblem<T>(
  value: T,
  { min, max }: Bounds<T>,
  compare: (a: T, b: T) => number,
): 'len' | 'range' | 'min' | 'max' | null {
  const low = min !== undefined && compare(value, min) < 0;
  const high = max !== undefined && compare(value, max) > 0;
  if (!low && !high) return null;
  if (min !== undefined && max !== undefined) return compare(min, max) === 0 ? 'len' : 'range';
  return low ? 'min' : 'max';
}

function lengthMessage<T>(
  messages: LengthMessages<T>,
  problem: 'len' | 'range' | 'min' | 'max',
  label: string,
  { min, max }: Bounds<T>,
): string {
  // boundProblem names only a bound that exists, so the one read here is defined.
  if (problem === 'range') return messages.range(label, min as T, max as T);
  if (problem === 'len') return messages.len(label, min as T);
  return problem === 'min' ? messages.min(label, min as T) : messages.max(label, max as T);
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const byNumber = (a: number, b: number) => a - b;

/** Fraction digits that matter: '1.500' has 1, so an exact amount is never refused. */
function usedScale(amount: DecimalString): number {
  return amount.includes('.') ? fractionDigits(amount.replace(/0+$/, '')) : 0;
}

function checkText(field: FieldDescriptor, text: string, label: string, c: CheckContext) {
  const m = c.messages;
  if (field.options && !field.options.some((option) => option.value === text)) {
    const choices = field.options.map((option) => localizedLabel(option, c.locale));
    return m.enum(label, choices.join(', '));
  }
  const trimmed = text.trim();
  if (field.textFormat === 'phone' && !isPhone(trimmed)) return m.types(label, 'phone');
  if (field.textFormat === 'email' && !isEmail(trimmed)) return m.types(label, 'email');
  const bounds = { min: field.minLength, max: field.maxLength };
  const problem = boundProblem([...text].length, bounds, byNumber);
  return problem && lengthMessage(m.string, problem, label, bounds);
}

function checkAmount(field: FieldDescriptor, text: string, label: string, c: CheckContext) {
  const m = c.messages;
  const amount = normalizeAmount(text);
  if (amount === null) return m.types(label, field.kind === 'money' ? 'money' : 'number');
  const scale =
    field.kind === 'money' ? (field.scale ?? field.currency?.scale ?? DEFAULT_SCALE) : field.scale;
  if (scale !== undefined && usedScale(amount) > scale) return m.scale(label, scale);
  // Money is never negative unless allowed: said as "minimum 0", apart from the spec's bounds.
  if (field.kind === 'money' && !field.allowNegative && compareDecimals(amount, '0') < 0) {
    return m.number.min(label, '0');
  }
  const bounds = { min: field.min, max: field.max };
  const problem = boundProblem(amount, bounds, compareDecimals);
  return problem && lengthMessage(m.number, problem, label, bounds);
}

function checkDate(field: FieldDescriptor, text: string, label: string, c: CheckContext) {
  const problem = dateTextProblem(text, field.withTime);
  return problem && c.messages.date[problem](label);
}

/** The message for a field's value, or null when it is acceptable. Pure: no logging. */
export function checkFieldValue(
  field: FieldDescriptor,
  value: unknown,
  c: CheckContext,
): string | null {
  if (field.readOnly) return null;
  const label = localizedLabel(field, c.locale);
  const required = field.required && !c.draft;
  const m = c.messages;
  switch (field.kind) {
    case 'text':
    case 'number':
    case 'money':
    case 'date': {
      const text = asText(value);
      if (text === '') return required ? m.required(label) : null;
      if (text.trim() === '') return required ? m.whitespace(label) : null;
      if (field.kind === 'text') return checkText(field, text, label, c);
      if (field.kind === 'date') return checkDate(field, text, label, c);
      return checkAmount(field, text, label, c);
    }
    case 'dateRange': {
      const range = (typeof value === 'object' && value) || {};
      const start = asText((range as { start?: unknown }).start);
      const end = asText((range as { end?: unknown }).end);
      if (start === '' && end === '') return required ? m.required(label) : null;
      if (start === '' || end === '') return c.draft ? null : m.required(label);
      return checkDate(field, start, label, c) ?? checkDate(field, end, label, c);
    }
    case 'ref':
      return required && asText(value) === '' ? m.required(label) : null;
    case 'list':
    case 'attachment': {
      const count = Array.isArray(value) ? value.length : 0;
      if (count === 0) return required ? m.required(label) : null;
      const bounds = { min: field.minLength, max: field.maxLength };
      const problem = boundProblem(count, bounds, byNumber);
      return problem && lengthMessage(m.array, problem, label, bounds);
    }
    default:
      return null;
  }
}
