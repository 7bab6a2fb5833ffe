import type { Faker } from '@faker-js/faker';
import type { ApprovalNode, ApprovalPlan } from './billFlowTypes';
import type { AgreeType, NodeType, NonMatchedDefine } from '@contracts/billVocabulary';
import type { Staff } from './types';
import { UNTOUCHED_NODE } from './untouchedNode';

/** Who can sign in one tenant, found from the roles the organisation seed gave out. */
export interface TenantSigners {
  corporationId: string;
  /** The lab's current staff in this tenant: a finance approver, so it has a backlog. */
  current: Staff;
  financeApprovers: Staff[];
  cashier: Staff;
  managerOf(staff: Staff): Staff | undefined;
  internalStaffs: Staff[];
}

export interface PlanShape {
  paper: boolean;
  pays: boolean;
  nonMatchedDefines: NonMatchedDefine;
}

const ROBOTS: readonly { name: string; reason: AgreeType }[] = [
  { name: 'AI 审批', reason: 'AI_APPROVAL' },
  { name: '信用抽检', reason: 'CREDIT_NOT_SAMPLED' },
  { name: '发票核验', reason: 'ALL_INVOICES_RECEIVED' },
];

/**
 * A plan with its signers chosen once, at writing time, as the product's approval preview
 * shows them: manager, optional robot and role-less nodes, finance (one or a countersign),
 * then the paper and payment steps the bill type needs.
 */
export function seedBillPlan(
  faker: Faker,
  submitter: Staff,
  signers: TenantSigners,
  shape: PlanShape,
): ApprovalPlan {
  const role = (code: string) => `${signers.corporationId}:${code}`;
  const manager = signers.managerOf(submitter)?.id ?? null;
  const nodes: ApprovalNode[] = [
    { ...node('直属上级审批', 'normal', manager, role('DEPT_MANAGER')), skipWhenSubmitter: true },
  ];
  if (faker.datatype.boolean(0.3)) {
    const robot = faker.helpers.arrayElement(ROBOTS);
    nodes.push({ ...node(robot.name, 'ebot', null, null), autoAgreeReason: robot.reason });
  }
  if (shape.nonMatchedDefines === 'FORBID' || faker.datatype.boolean(0.15)) {
    nodes.push(node('区域总监审批', 'normal', null, role('REGION_DIRECTOR')));
  }
  if (faker.datatype.boolean(0.1)) nodes.push(node('指定审批人', 'normal', null, null));
  if (faker.datatype.boolean(0.1)) {
    const owner = faker.helpers.arrayElement(signers.internalStaffs);
    nodes.push({
      ...node('预算负责人审批', 'normal', owner.id, role('BUDGET_OWNER')),
      noAbility: true,
    });
  }
  const finance = financeNode(faker, signers, role('FINANCE_APPROVER'));
  nodes.push(finance);
  // The same approver again: agreed automatically as APPROVER_REPEATED.
  if (finance.signer !== null && faker.datatype.boolean(0.2)) {
    nodes.push(node('财务复核', 'normal', finance.signer, role('FINANCE_APPROVER')));
  }
  if (shape.paper) {
    nodes.push(node('单据寄送', 'send', submitter.id, role('EMPLOYEE')));
    nodes.push(
      node('财务收单', 'receive', pickFinance(faker, signers).id, role('FINANCE_APPROVER')),
    );
  }
  if (shape.pays) nodes.push(node('出纳支付', 'pay', signers.cashier.id, role('CASHIER')));
  nodes.forEach((each, index) => (each.id = `N${index + 1}`));
  return { nodes, currentNodeId: null, nonMatchedDefines: shape.nonMatchedDefines };
}

function financeNode(faker: Faker, signers: TenantSigners, roleId: string): ApprovalNode {
  const autoRemindPrint = faker.datatype.boolean(0.3);
  if (signers.financeApprovers.length < 2 || !faker.datatype.boolean(0.25)) {
    return {
      ...node('财务审批', 'normal', pickFinance(faker, signers).id, roleId),
      autoRemindPrint,
    };
  }
  const chosen = faker.helpers.arrayElements(signers.financeApprovers, { min: 2, max: 3 });
  return {
    ...node('财务会签', 'countersign', null, roleId),
    autoRemindPrint,
    policy: faker.helpers.arrayElement(['ANY', 'ALL'] as const),
    counterSigners: chosen.map((staff) => ({
      signer: staff.id,
      state: 'NOT_STARTED',
      action: null,
      operateTime: null,
    })),
  };
}

/** Half the time the lab's current staff, so the default sign-in always has work waiting. */
function pickFinance(faker: Faker, signers: TenantSigners): Staff {
  return faker.datatype.boolean(0.5)
    ? signers.current
    : faker.helpers.arrayElement(signers.financeApprovers);
}

function node(
  name: string,
  type: NodeType,
  signer: string | null,
  roleId: string | null,
): ApprovalNode {
  return {
    id: '',
    name,
    type,
    signer,
    roleId,
    ...UNTOUCHED_NODE,
  };
}
