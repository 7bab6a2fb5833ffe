import type { Money } from '@shell/money';
import type { AttachmentValue, FieldValues } from '../forms/fieldValues';

/**
 * One expense line as the editor holds it (Bill detail (docs/bills-and-workflow.md)): form state by field name,
 * plus what the form does not edit but the server must get back unchanged.
 */
export interface FeeLine {
  /** Stable in this editor (lists, errors, focus); the server's id once saved, else made here. */
  key: string;
  /** The server's id; null until the line was first saved. */
  id: string | null;
  feeTypeId: string;
  feeTypeName: string;
  /** Base fields, the fee type's own fields and `invoicePhotos`, as form state. */
  values: FieldValues;
  /** The amount as the server had it: its foreign side is kept while the amount is unchanged. */
  money: Money | null;
  /** Invoices that are not photos taken here (entered or imported): sent back as they were. */
  invoices: Record<string, unknown>[];
  /** Photo file id → invoice id, so a photo keeps its invoice id across saves. */
  photoInvoiceIds: Record<string, string>;
  /**
   * The line as the server sent it, when its fee type cannot be read (no such fee type, or a
   * malformed specification): shown read-only and sent back untouched.
   */
  raw: Record<string, unknown> | null;
}

let counter = 0;

/** A key for a line made here; never one the server gives (`<bill>-L<n>`). */
export function newLineKey(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}

export function photosOf(line: FeeLine): readonly AttachmentValue[] {
  const photos = line.values.invoicePhotos;
  return Array.isArray(photos) ? (photos as AttachmentValue[]) : [];
}
