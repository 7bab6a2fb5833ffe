import { parseMoney, type Money } from '@shell/money';
import type { ApprovalBill, FlowNode } from '../types';

export const ME = 'corp:me';

export function cny(standard: string): Money {
  const money = parseMoney({ standard });
  if (money instanceof Error) throw money;
  return money;
}

export function flowNode(id: string, extra: Partial<FlowNode> = {}): FlowNode {
  return {
    id,
    name: id,
    type: 'normal',
    signer: `corp:${id}`,
    state: 'NOT_STARTED',
    action: null,
    skippedType: 'NO_SKIPPED',
    agreeType: 'NO_AUTO_AGREE',
    description: '',
    nonMatched: false,
    operateTime: 0,
    policy: null,
    counterSigners: [],
    ...extra,
  };
}

/** An expense waiting at finance after the manager agreed. */
export function approvalBill(extra: Partial<ApprovalBill> = {}): ApprovalBill {
  return {
    id: 'corp-draft-1',
    lines: [],
    payee: {
      name: '韩梅梅',
      type: 'PERSONAL',
      bank: '招商银行',
      branch: '招商银行上海人民路支行',
      cardNo: '**** **** **** 1234',
    },
    attachments: [],
    description: '',
    specificationId: 'corp:spec:expense:1',
    code: 'B2600031',
    title: '客户拜访交通费',
    state: 'approving',
    submitterId: 'corp:submitter',
    submitterName: '韩梅梅',
    expenseMoney: cny('128.50'),
    payMoney: cny('128.50'),
    payType: 'PERSONAL',
    expenseStatus: null,
    nodes: [
      flowNode('manager', { name: '直属上级审批', state: 'PROCESSED', action: 'freeflow.agree' }),
      flowNode('finance', { name: '财务审批', state: 'APPROVING', signer: ME }),
      flowNode('cashier', { name: '出纳支付', type: 'pay' }),
    ],
    currentNodeId: 'finance',
    nonMatchedDefines: 'SKIP',
    payments: [],
    logs: [
      {
        action: 'freeflow.submit',
        operatorId: 'corp:submitter',
        time: 1,
        nodeId: null,
        comment: '',
      },
      {
        action: 'freeflow.agree',
        operatorId: 'corp:manager',
        time: 2,
        nodeId: 'manager',
        comment: '同意',
      },
    ],
    actions: ['agree', 'review', 'reject', 'nullify', 'print', 'remind'],
    ...extra,
  };
}
