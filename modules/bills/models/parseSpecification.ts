import { BILL_FORM_TYPES, type BillFormType } from '../types';
import { fieldsOf, readId, readOneOf, readText } from './readFields';

/** A specification version (spec §3 `form.Specification.Versioned`): a bill type's form. */
export interface BillSpecification {
  id: string;
  name: string;
  /** English name when the server has one (enLabel rule). */
  enName: string;
  formType: BillFormType | null;
  /** Only active versions start new bills; a bill keeps the version it was written against. */
  active: boolean;
  /** The field descriptors, untrusted: parseFieldDescriptors reads them. */
  fields: unknown;
  /** The fee assignment rule its bills apply (which requisitions' fees they import), or null. */
  feeAssignmentRuleId: string | null;
}

/** One record of `/form/v1/specificationVersions`, or null without an id. */
export function parseSpecification(raw: unknown): BillSpecification | null {
  const spec = fieldsOf(raw);
  const id = readId(spec, 'id');
  if (!id) return null;
  return {
    id,
    name: readText(spec, 'name') || id,
    enName: readText(spec, 'enName'),
    formType: readOneOf(spec, 'formType', BILL_FORM_TYPES),
    active: spec.active !== false,
    fields: spec.fields,
    feeAssignmentRuleId: readId(spec, 'feeAssignmentRuleId'),
  };
}
