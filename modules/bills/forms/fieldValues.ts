import { decimalFromNumber, isDecimalString, parseMoney, MoneyError } from '@shell/money';
import { readDateText } from './dateText';
import type { FieldDescriptor } from './FieldDescriptor';
import { readId } from './parseRefItems';
import { fieldsOf, ownValue, readText } from './ownFields';

/** Form state of a dateRange field; '' for a side not chosen. */
export interface DateRangeValue {
  start: string;
  end: string;
}

/** docs/bills-and-workflow.md Attachment `fileId` (key, url, thumbUrl, id). */
export interface StoredFileId {
  id: string;
  key?: string;
  url?: string;
  thumbUrl?: string;
}

/** A stored attachment (`fileId`) or a file picked here and not uploaded yet (`file`). */
export interface AttachmentValue {
  fileName: string;
  fileId?: StoredFileId;
  file?: File;
}

/**
 * Form state by field name: text, number, money and date are strings (decimal text for amounts,
 * never floats), boolean and switcher booleans, ref an id, list ids, dateRange a DateRangeValue,
 * attachment AttachmentValue[]; an unsupported field keeps whatever the bill had.
 */
export type FieldValues = Record<string, unknown>;

export function emptyValueOf(field: FieldDescriptor): unknown {
  switch (field.kind) {
    case 'boolean':
    case 'switcher':
      return false;
    case 'list':
    case 'attachment':
      return [];
    case 'dateRange':
      return { start: '', end: '' } satisfies DateRangeValue;
    case 'unsupported':
      return undefined;
    case 'complex':
      return Object.fromEntries(
        (field.children ?? []).map((part) => [part.name, emptyValueOf(part)]),
      );
    default:
      return '';
  }
}

const MAX_LIST = 1000;

function readAmount(value: unknown): string {
  if (typeof value === 'number') return decimalFromNumber(value) ?? '';
  if (isDecimalString(value)) return value;
  const money = typeof value === 'object' && value !== null ? parseMoney(value) : null;
  return money && !(money instanceof MoneyError) ? money.standard : '';
}

function readRefId(value: unknown): string | undefined {
  return readId(value) ?? readId(ownValue(fieldsOf(value), 'id'));
}

function readAttachment(raw: unknown): AttachmentValue | null {
  const fields = fieldsOf(raw);
  const fileIdRaw = ownValue(fields, 'fileId');
  const fileIdFields = fieldsOf(fileIdRaw);
  const id = readId(fileIdRaw) ?? readId(ownValue(fileIdFields, 'id'));
  if (id === undefined) return null;
  const fileId: StoredFileId = { id };
  for (const key of ['key', 'url', 'thumbUrl'] as const) {
    const text = readText(fileIdFields, key, 2000);
    if (text) fileId[key] = text;
  }
  return { fileName: readText(fields, 'fileName') ?? '', fileId };
}

/** One wire value (a bill's or a draft's, untrusted) as form state; empty when unusable. */
export function formValueOf(field: FieldDescriptor, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    case 'number':
    case 'money':
      return readAmount(value);
    case 'date':
      return readDateText(value, field.withTime);
    case 'dateRange': {
      const range = fieldsOf(value);
      return {
        start: readDateText(ownValue(range, 'start'), field.withTime),
        end: readDateText(ownValue(range, 'end'), field.withTime),
      } satisfies DateRangeValue;
    }
    case 'boolean':
    case 'switcher':
      return value === true;
    case 'ref':
      return readRefId(value) ?? '';
    case 'list':
      return Array.isArray(value)
        ? [...new Set(value.slice(0, MAX_LIST).flatMap((item) => readRefId(item) ?? []))]
        : [];
    case 'attachment':
      return Array.isArray(value)
        ? value.slice(0, MAX_LIST).flatMap((item) => readAttachment(item) ?? [])
        : [];
    case 'unsupported':
      return value;
    case 'complex': {
      const parts = fieldsOf(value);
      return Object.fromEntries(
        (field.children ?? []).map((part) => {
          const raw = ownValue(parts, part.name);
          return [part.name, raw === undefined ? emptyValueOf(part) : formValueOf(part, raw)];
        }),
      );
    }
  }
}

/** Initial form state for every field, from a bill's form record (untrusted) when given. */
export function formValuesOf(fields: readonly FieldDescriptor[], record?: unknown): FieldValues {
  const source = fieldsOf(record);
  const values: FieldValues = {};
  for (const field of fields) {
    const raw = ownValue(source, field.name);
    values[field.name] = raw === undefined ? emptyValueOf(field) : formValueOf(field, raw);
  }
  return values;
}
