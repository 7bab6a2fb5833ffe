import { parseMinor, standardMoney } from '../data/billMoney';
import type { Attachment, Money } from '../data/billTypes';
import type { SpecificationField } from '../specifications/specificationTypes';
import { BillActionError } from './BillActionError';

const MAX_TEXT = 2000;
const MAX_ITEMS = 100;
/** Eleven digits before the point: more than any bill holds, few enough for an exact bigint. */
const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

export function badDraft(message: string): BillActionError {
  return new BillActionError(400, 'error:lab:bad-request', message);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A money value: the standard side's decimal text is all the lab reads; CNY, two decimals. */
export function readMoneyValue(name: string, value: unknown): Money | null {
  if (value === null) return null;
  const standard = isObject(value) ? value.standard : undefined;
  if (typeof standard !== 'string' || !AMOUNT.test(standard)) {
    throw badDraft(`${name} must be a money object whose standard is a decimal ≥ 0`);
  }
  return standardMoney(parseMinor(standard, 2) ?? 0n);
}

function readText(name: string, value: unknown, field?: SpecificationField): string {
  if (typeof value !== 'string' || value.length > MAX_TEXT) {
    throw badDraft(`${name} must be a string of at most ${MAX_TEXT} characters`);
  }
  const options = field?.options;
  if (options && value !== '' && !options.some((option) => option.value === value)) {
    throw badDraft(`${name} must be one of ${options.map((option) => option.value).join(', ')}`);
  }
  return value;
}

function readIds(name: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) {
    throw badDraft(`${name} must be a list of at most ${MAX_ITEMS} ids`);
  }
  return value.map((id) => readText(name, id));
}

function readDate(name: string, value: unknown): number | null {
  if (value === null || (typeof value === 'number' && Number.isSafeInteger(value))) return value;
  throw badDraft(`${name} must be epoch milliseconds or null`);
}

function readAttachments(name: string, value: unknown): Attachment[] {
  if (!Array.isArray(value) || value.length > MAX_ITEMS) {
    throw badDraft(`${name} must be a list of at most ${MAX_ITEMS} files`);
  }
  return value.map((raw) => {
    const fileId = isObject(raw) && isObject(raw.fileId) ? raw.fileId : {};
    const id = fileId.id;
    if (typeof id !== 'string' || id === '' || !isObject(raw)) {
      throw badDraft(`${name}: every file needs fileId.id (upload it first)`);
    }
    const text = (key: string) => (typeof fileId[key] === 'string' ? fileId[key] : '');
    return {
      fileId: { id, key: text('key'), url: text('url'), thumbUrl: text('thumbUrl') },
      fileName: readText(name, raw.fileName ?? ''),
    };
  });
}

/**
 * A complex value: each sub-field checked as a field of its own, named `parent.child` in errors.
 * Parts left out are absent; a part the specification does not have is a 400, not dropped.
 */
function readComplex(field: SpecificationField, value: unknown): Record<string, unknown> | null {
  if (value === null) return null;
  if (!isObject(value)) throw badDraft(`${field.name} must be an object of its sub-fields`);
  const parts = field.fields ?? [];
  const unknown = Object.keys(value).find((key) => !parts.some((part) => part.name === key));
  if (unknown !== undefined) throw badDraft(`${field.name} has no sub-field ${unknown}`);
  const read: Record<string, unknown> = {};
  for (const part of parts) {
    if (!Object.hasOwn(value, part.name)) continue;
    const partValue = readDraftValue(
      { ...part, name: `${field.name}.${part.name}` },
      value[part.name],
    );
    if (partValue !== undefined) read[part.name] = partValue;
  }
  return read;
}

/**
 * One form value for a specification field, checked against the field's type; a value the
 * type does not allow is a 400. dynamic and order fields are the server's and are never written
 * through a draft: undefined tells the caller to leave them alone.
 */
export function readDraftValue(field: SpecificationField, value: unknown): unknown {
  const { name } = field;
  if (field.type === 'complex') return readComplex(field, value);
  if (field.type === 'dynamic' || field.type === 'order') return undefined;
  switch (field.dataType.type) {
    case 'money':
      return readMoneyValue(name, value);
    case 'date':
      return readDate(name, value);
    case 'dateRange': {
      if (value === null) return null;
      if (!isObject(value)) throw badDraft(`${name} must be {start, end} or null`);
      return { start: readDate(name, value.start ?? null), end: readDate(name, value.end ?? null) };
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw badDraft(`${name} must be true or false`);
      return value;
    case 'ref':
      return value === null ? null : readText(name, value);
    case 'list':
      return readIds(name, value);
    case 'attachment':
      return readAttachments(name, value);
    case 'number':
      if (value === null || (typeof value === 'number' && Number.isFinite(value))) return value;
      if (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(value)) return value;
      throw badDraft(`${name} must be a number, decimal text or null`);
    default:
      return readText(name, value, field);
  }
}
