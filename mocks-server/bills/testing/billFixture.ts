import type { ApprovalNode } from '../../data/billFlowTypes';
import { standardMoney } from '../../data/billMoney';
import type { Bill } from '../../data/billTypes';
import type { NodeType } from '@contracts/billVocabulary';
import { UNTOUCHED_NODE } from '../../data/untouchedNode';
import { unprintedBillRecords } from '../../data/unprintedBillRecords';

export const SUBMITTER = 'corp:submitter';
export const MANAGER = 'corp:manager';
export const FINANCE = 'corp:finance';
export const CASHIER = 'corp:cashier';
export const NOW = Date.UTC(2026, 10, 21, 1);

/** A plan node with nothing decided yet; `extra` sets the flags a test is about. */
export function planNode(
  name: string,
  type: NodeType,
  signer: string | null,
  extra: Partial<ApprovalNode> = {},
): ApprovalNode {
  return {
    id: name,
    name,
    type,
    signer,
    roleId: signer === null ? null : `corp:${name}`,
    ...UNTOUCHED_NODE,
    ...extra,
  };
}

/** manager → finance → cashier unless told otherwise: a draft expense of 100.00 to pay. */
export function draftBill(nodes?: ApprovalNode[], payMoney = '100.00'): Bill {
  const amount = standardMoney(10_000n);
  return {
    id: 'bill-1',
    corporationId: 'corp',
    formType: 'expense',
    state: 'draft',
    currRoleId: null,
    active: true,
    createTime: NOW - 86_400_000,
    updateTime: NOW - 86_400_000,
    appId: null,
    form: {
      code: 'B2600001',
      title: '差旅费报销',
      description: '',
      details: [],
      specificationId: 'corp:spec:expense:1',
      submitterId: SUBMITTER,
      expenseDepartment: 'corp:dept',
      submitDate: null,
      expenseMoney: amount,
      payMoney: { ...amount, standard: payMoney },
      receiptState: null,
      systemGeneration: false,
      carOrderStatus: null,
      expenseStatus: null,
      payType: 'PERSONAL',
      dataLinkCount: 0,
      expenseLinks: [],
      attachments: [],
    },
    plan: {
      nodes: nodes ?? [
        planNode('manager', 'normal', MANAGER),
        planNode('finance', 'normal', FINANCE),
        planNode('cashier', 'pay', CASHIER),
      ],
      currentNodeId: null,
      nonMatchedDefines: 'SKIP',
    },
    ...unprintedBillRecords(),
  };
}
