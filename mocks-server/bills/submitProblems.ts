import type { Bill } from '../data/billTypes';
import type { MockState } from '../data/MockState';
import { policyCheckOf, type PolicyCheckEntry } from './expenseStandard';
import { incomplete, lineProblems } from './lineProblems';

/**
 * What a submit checks once the step itself is allowed: unfinished lines are a 400 naming each
 * (thrown), then the policy check's entries and the invoices' blocking problems (null when none).
 */
export function submitProblems(
  bill: Bill,
  state: MockState,
  invoiceEntries: readonly PolicyCheckEntry[] = [],
): PolicyCheckEntry[] | null {
  const spec = state.specifications.find((each) => each.id === bill.form.specificationId);
  const feeTypes = state.referenceData.feeTypes.filter(
    (feeType) => feeType.corporationId === bill.corporationId,
  );
  const problems = lineProblems(bill.form.details, spec, feeTypes);
  if (problems.length > 0) throw incomplete(problems);
  const entries = [...(policyCheckOf(bill, feeTypes) ?? []), ...invoiceEntries];
  return entries.length > 0 ? entries : null;
}
