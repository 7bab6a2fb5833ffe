import * as v from 'valibot';
import { BILL_FORM_TYPES } from '../billVocabulary';
import { id, oneOf, record, requiredId, text } from '../core/fields';

/** `active` is true unless the answer says exactly `false`. */
export const activeUnlessFalse = v.fallback(v.boolean(), true);

/** A specification version (docs/bills-and-workflow.md `form.Specification.Versioned`): a bill type's form. */
export const specificationSchema = v.pipe(
  record({
    id: requiredId,
    name: text(),
    enName: text(),
    formType: oneOf(BILL_FORM_TYPES),
    active: activeUnlessFalse,
    /** The field descriptors, untrusted: the bills module's form reader reads them. */
    fields: v.optional(v.unknown()),
    feeAssignmentRuleId: id,
  }),
  v.transform((spec) => ({ ...spec, fields: spec.fields, name: spec.name || spec.id })),
);
