/**
 * What the lab's line fields never carry, for the fields at `prefix` (a bill type's `details`
 * parts, a fee type's own fields): the descriptor reader reads them for other specifications.
 */
export const lineFieldsNotSent = (prefix: string): Record<string, string> => ({
  [`${prefix}.readOnly`]:
    'every line field of the lab is typed by the person; its read-only fields are bill totals',
  [`${prefix}.section`]: 'a line’s fields are shown in the line form, which has no sections',
});

/** A fee type's own fields: none of the lab's is a complex one with parts. */
export const feeTypeFieldsNotSent = (prefix: string): Record<string, string> => ({
  ...lineFieldsNotSent(prefix),
  [`${prefix}.fields`]: 'no fee type of the lab asks for a complex field',
});

/** Why the seeded lines' invoices carry no file. */
export const INVOICE_FILE_NOT_SENT =
  'the seed’s invoices are entered ones without a photo; a photo invoice is one a person uploads in the editor';
