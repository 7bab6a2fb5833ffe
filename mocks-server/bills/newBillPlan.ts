import type { ApprovalNode, ApprovalPlan } from '../data/billFlowTypes';
import type { BillFormType, NodeType } from '../data/billVocabulary';
import type { MockState } from '../data/MockState';
import { tenantSigners } from '../data/tenantSigners';
import type { Staff } from '../data/types';
import { tenantByCorporation } from '../hosts/staffDirectory';

/** The bill types that pay money out, as the seed's plans have them (data/seedBills.ts). */
export const PAYING_FORM_TYPES: readonly BillFormType[] = [
  'expense',
  'loan',
  'payment',
  'corpPayment',
  'reimbursement',
  'amortizeExpense',
];

/**
 * The plan of a bill written through the API _(lab choice)_: the submitter's manager (skipped
 * for a manager's own bill, or when the department has none), one finance approver who is not
 * the submitter, then the cashier on paying types. No robots and no paper steps, and nothing
 * random: the same person always gets the same plan, so a test can tell where a bill waits.
 */
export function newBillPlan(state: MockState, submitter: Staff, formType: BillFormType) {
  const tenant = tenantByCorporation(state, submitter.corporationId);
  if (!tenant) throw new Error(`No tenant ${submitter.corporationId}`);
  const { signers } = tenantSigners(tenant, state.staffs, state.currentStaffId);
  const role = (code: string) => `${tenant.corporationId}:${code}`;
  const others = (list: Staff[]) => list.filter((staff) => staff.id !== submitter.id);
  const finance =
    others(signers.financeApprovers)[0] ?? others(signers.internalStaffs)[0] ?? submitter;
  const nodes: ApprovalNode[] = [
    {
      ...node('直属上级审批', 'normal', signers.managerOf(submitter)?.id ?? null),
      roleId: role('DEPT_MANAGER'),
      skipWhenSubmitter: true,
    },
    { ...node('财务审批', 'normal', finance.id), roleId: role('FINANCE_APPROVER') },
  ];
  if (PAYING_FORM_TYPES.includes(formType)) {
    nodes.push({ ...node('出纳支付', 'pay', signers.cashier.id), roleId: role('CASHIER') });
  }
  nodes.forEach((each, index) => (each.id = `N${index + 1}`));
  const plan: ApprovalPlan = { nodes, currentNodeId: null, nonMatchedDefines: 'SKIP' };
  return plan;
}

function node(name: string, type: NodeType, signer: string | null): ApprovalNode {
  return {
    id: '',
    name,
    type,
    signer,
    roleId: null,
    state: 'NOT_STARTED',
    action: null,
    skippedType: 'NO_SKIPPED',
    agreeType: 'NO_AUTO_AGREE',
    description: '',
    nonMatched: false,
    operateTime: null,
  };
}
