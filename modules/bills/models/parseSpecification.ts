import type { BillFormType } from '../types';

/** A specification version (docs/bills-and-workflow.md `form.Specification.Versioned`): a bill type's form. */
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
