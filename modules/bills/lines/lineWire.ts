import type { LineRecordWire } from '@contracts/bills/lineRecord';
import { compareDecimals } from '@shell/money';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import { formValuesOf, type AttachmentValue } from '../forms/fieldValues';
import { normalizeAmount } from '../forms/fieldFormats';
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

type LineInvoice = LineRecordWire['invoices'][number];

function photoOf({ file }: LineInvoice): AttachmentValue | null {
  const { id, url, thumbUrl } = file.fileId;
  return id ? { fileName: file.fileName, fileId: { id, url, thumbUrl } } : null;
}

/**
 * A line of the bill's answer, read by its contract, as editor state; null without an id. A line
 * whose fee type is missing or cannot be read keeps its wire record, is shown read-only and is
 * sent back as it came: saving never drops a line.
 */
export function lineFromWire(
  wire: LineRecordWire,
  feeTypes: FeeTypeLookup,
  base: readonly FieldDescriptor[],
): FeeLine | null {
  const { id } = wire;
  const feeTypeId = wire.feeTypeId ?? '';
  if (!id) return null;
  const fields = feeTypeId ? fieldsOfLine(feeTypeId, feeTypes, base) : null;
  const photoInvoiceIds: Record<string, string> = {};
  const photos: AttachmentValue[] = [];
  const others = wire.invoices.filter((invoice) => {
    // An entered invoice (it has a number) keeps its file with it; a bare photo is a photo.
    const photo = invoice.invoiceNumber ? null : photoOf(invoice);
    if (!photo?.fileId) return true;
    photos.push(photo);
    if (invoice.id) photoInvoiceIds[photo.fileId.id] = invoice.id;
    return false;
  });
  return {
    key: id,
    id,
    feeTypeId,
    feeTypeName: wire.feeTypeName || feeTypes.get(feeTypeId)?.name || feeTypeId || id,
    values: formValuesOf(fields ?? base, { ...wire.form, [PHOTOS_FIELD]: photos }),
    money: wire.amount,
    invoices: others.map(({ invoice }) => invoice),
    photoInvoiceIds,
    raw: fields ? null : wire.record,
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
