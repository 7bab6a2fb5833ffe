import { FORM_SECTIONS } from '@contracts/billVocabulary';
import type { FieldDescriptor } from './FieldDescriptor';

/** The form's parts, in order _(the lab's specifications name them; mocks-server/specifications)_. */
export type FormSection = (typeof FORM_SECTIONS)[number];

export interface SectionOfFields {
  section: FormSection;
  fields: FieldDescriptor[];
}

/** A field's section: the specification's, else attachments for files and basics for the rest. */
export function sectionOf(field: FieldDescriptor): FormSection {
  if (field.section) return field.section;
  return field.kind === 'attachment' ? 'attachments' : 'basics';
}

/**
 * The fields by section, in section order, required ones first inside each (a person fills
 * what must be filled before what may be); `withSlots` keeps sections that have no field but
 * something else to show (the lines, the totals).
 */
export function groupFields(
  fields: readonly FieldDescriptor[],
  withSlots: readonly FormSection[] = [],
): SectionOfFields[] {
  return FORM_SECTIONS.flatMap((section) => {
    const own = fields.filter((field) => sectionOf(field) === section);
    const ordered = [...own.filter((f) => f.required), ...own.filter((f) => !f.required)];
    return ordered.length > 0 || withSlots.includes(section) ? [{ section, fields: ordered }] : [];
  });
}
