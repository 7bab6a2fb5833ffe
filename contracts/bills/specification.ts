import * as v from 'valibot';
import { BILL_FORM_TYPES } from '../billVocabulary';
import { id, oneOf, record, requiredId, text } from '../core/fields';

/** `active` is true unless the answer says exactly `false`. */
const activeUnlessFalse = v.fallback(v.boolean(), true);

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

/** One node of the fee-type tree (`flow.FeeType`); `specification` is read by the line form. */
export const feeTypeSchema = v.pipe(
  record({
    id: requiredId,
    name: text(),
    fullName: text(),
    parentId: id,
    active: activeUnlessFalse,
    children: v.fallback(v.array(v.unknown()), () => []),
    specification: v.optional(v.unknown()),
  }),
  v.transform(({ children, ...feeType }) => {
    const name = feeType.name || feeType.id;
    return { ...feeType, name, fullName: feeType.fullName || name, isLeaf: children.length === 0 };
  }),
);
