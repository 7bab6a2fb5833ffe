import type { ApprovalNode, ApprovalPlan } from '../data/billFlowTypes';
import type { BillFormType, NodeType } from '@contracts/billVocabulary';
import type { MockState } from '../data/MockState';
import { tenantSigners } from '../data/tenantSigners';
import type { Staff } from '../data/types';
import { tenantByCorporation } from '../hosts/staffDirectory';
import { PAYING_FORM_TYPES } from '@contracts/billVocabulary';
import { UNTOUCHED_NODE } from '../data/untouchedNode';

/**
 * The plan of a bill written through the API _(lab choice)_: the submitter's manager (skipped
 * for a manager's own bill, or when the department has none), then finance, then the cashier on
 * paying types. An expense goes the whole way, so one bill can tell the product's story: finance
 * is a countersign ALL of two approvers, and after payment the paper is sent by the submitter and
 * received by finance. Other types have one finance approver and no paper steps. Nothing random:
 * the same person always gets the same plan, so a test can tell where a bill waits.
 */
export function newBillPlan(state: MockState, submitter: Staff, formType: BillFormType) {
  const tenant = tenantByCorporation(state, submitter.corporationId);
  if (!tenant) throw new Error(`No tenant ${submitter.corporationId}`);
  const { signers } = tenantSigners(tenant, state.staffs, state.currentStaffId);
  const role = (code: string) => `${tenant.corporationId}:${code}`;
  const finance = others([...signers.financeApprovers, ...signers.internalStaffs], submitter);
  finance.push(submitter);
  const nodes: ApprovalNode[] = [
    {
      ...node('直属上级审批', 'normal', signers.managerOf(submitter)?.id ?? null),
      roleId: role('DEPT_MANAGER'),
      skipWhenSubmitter: true,
    },
  ];
  if (formType === 'expense') {
    nodes.push({
      ...node('财务会签', 'countersign', null),
      roleId: role('FINANCE_APPROVER'),
      policy: 'ALL',
      counterSigners: [finance[0], finance[1]].map((staff) => ({
        signer: staff.id,
        state: 'NOT_STARTED',
        action: null,
        operateTime: null,
      })),
    });
  } else {
    nodes.push({ ...node('财务审批', 'normal', finance[0].id), roleId: role('FINANCE_APPROVER') });
  }
  if (PAYING_FORM_TYPES.includes(formType)) {
    nodes.push({ ...node('出纳支付', 'pay', signers.cashier.id), roleId: role('CASHIER') });
  }
  if (formType === 'expense') {
    nodes.push(
      {
        ...node('单据寄送', 'send', submitter.id),
        roleId: role('EMPLOYEE'),
        autoRemindPrint: true,
      },
      { ...node('财务收单', 'receive', finance[0].id), roleId: role('FINANCE_APPROVER') },
    );
  }
  nodes.forEach((each, index) => (each.id = `N${index + 1}`));
  const plan: ApprovalPlan = { nodes, currentNodeId: null, nonMatchedDefines: 'SKIP' };
  return plan;
}

/** Everyone but the submitter, once each, in list order. */
function others(list: Staff[], submitter: Staff): Staff[] {
  const byId = new Map(list.map((staff) => [staff.id, staff]));
  byId.delete(submitter.id);
  return [...byId.values()];
}

function node(name: string, type: NodeType, signer: string | null): ApprovalNode {
  return {
    id: '',
    name,
    type,
    signer,
    roleId: null,
    ...UNTOUCHED_NODE,
  };
}
