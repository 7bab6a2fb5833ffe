import { compareDecimals, MoneyError, parseMoney } from '@shell/money';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import { formValuesOf, type AttachmentValue } from '../forms/fieldValues';
import { normalizeAmount } from '../forms/fieldFormats';
import { fieldsOf, readId, readList, readText } from '../models/readFields';
import { wireFormOf } from '../models/wireFormOf';
import type { FeeLine } from './FeeLine';
import { photosOf } from './FeeLine';
import { usableSpecification, type FeeTypeInfo } from './feeTypeCatalog';
import { lineFormFields, PHOTOS_FIELD } from './lineFields';

export type FeeTypeLookup = ReadonlyMap<string, FeeTypeInfo>;

/** The fields of a line's form, or null when its fee type cannot be read. */
export function fieldsOfLine(
  feeTypeId: string,
  feeTypes: FeeTypeLookup,
  base: readonly FieldDescriptor[],
): FieldDescriptor[] | null {
  const spec = usableSpecification(feeTypes.get(feeTypeId));
  return spec ? lineFormFields(base, spec.fields) : null;
}

function photoOf(invoice: Record<string, unknown>): AttachmentValue | null {
  const file = fieldsOf(invoice.file);
  const fileId = fieldsOf(file.fileId);
  const id = readId(fileId, 'id');
  if (!id) return null;
  const stored = { id, url: readText(fileId, 'url'), thumbUrl: readText(fileId, 'thumbUrl') };
  return { fileName: readText(file, 'fileName'), fileId: stored };
}

/**
 * A line of the bill's answer (untrusted) as editor state; null without an id. A line whose fee
 * type is missing or cannot be read keeps its wire record, is shown read-only and is sent back
 * as it came: saving never drops a line.
 */
export function lineFromWire(
  raw: unknown,
  feeTypes: FeeTypeLookup,
  base: readonly FieldDescriptor[],
): FeeLine | null {
  const record = fieldsOf(raw);
  const id = readId(record, 'id');
  const feeTypeId = readId(record, 'feeTypeId') ?? '';
  if (!id) return null;
  const form = fieldsOf(record.feeTypeForm);
  const fields = feeTypeId ? fieldsOfLine(feeTypeId, feeTypes, base) : null;
  const invoices = readList(fieldsOf(form.invoiceForm), 'invoices').map(fieldsOf);
  const photoInvoiceIds: Record<string, string> = {};
  const photos: AttachmentValue[] = [];
  const others = invoices.filter((invoice) => {
    // An entered invoice (it has a number) keeps its file with it; a bare photo is a photo.
    const photo = readText(invoice, 'invoiceNumber') ? null : photoOf(invoice);
    if (!photo?.fileId) return true;
    photos.push(photo);
    const invoiceId = readId(invoice, 'id');
    if (invoiceId) photoInvoiceIds[photo.fileId.id] = invoiceId;
    return false;
  });
  const money = form.amount === null || form.amount === undefined ? null : parseMoney(form.amount);
  return {
    key: id,
    id,
    feeTypeId,
    feeTypeName:
      readText(record, 'feeTypeName') || feeTypes.get(feeTypeId)?.name || feeTypeId || id,
    values: formValuesOf(fields ?? base, { ...form, [PHOTOS_FIELD]: photos }),
    money: money instanceof MoneyError ? null : money,
    invoices: others,
    photoInvoiceIds,
    raw: fields ? null : record,
  };
}

/** The line in the draft body's shape (mocks-server/bills/README.md "Lines"). */
export function lineToWire(
  line: FeeLine,
  feeTypes: FeeTypeLookup,
  base: readonly FieldDescriptor[],
): Record<string, unknown> {
  const fields = line.raw ? null : fieldsOfLine(line.feeTypeId, feeTypes, base);
  if (!fields) return line.raw ?? { id: line.id, feeTypeId: line.feeTypeId, feeTypeForm: {} };
  const form = wireFormOf(
    fields.filter((field) => field.name !== PHOTOS_FIELD),
    line.values,
  );
  const typed = normalizeAmount(String(line.values.amount ?? ''));
  const { money } = line;
  // The amount keeps its foreign side and rate while nobody changed it, and only on a fee type
  // that takes foreign amounts: one that takes CNY only gets the standard side alone.
  const foreignAllowed = usableSpecification(feeTypes.get(line.feeTypeId))?.allowForeign === true;
  const keep = money && (money.foreign === undefined || foreignAllowed);
  if (keep && typed !== null && compareDecimals(typed, money.standard) === 0) form.amount = money;
  const photos = photosOf(line).flatMap(({ fileId, fileName }) =>
    fileId ? [{ id: line.photoInvoiceIds[fileId.id], file: { fileId, fileName } }] : [],
  );
  const invoices = [...line.invoices, ...photos];
  form.invoiceForm = { type: invoices.length > 0 ? 'exist' : 'noExist', invoices };
  return { id: line.id ?? line.key, feeTypeId: line.feeTypeId, feeTypeForm: form };
}
