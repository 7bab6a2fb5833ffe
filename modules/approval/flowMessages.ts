import type { LocalizedCatalogue } from '@shell/i18n';
import type { NodeType } from './types';

interface FlowMessages {
  flow: string;
  summary: (summary: { allAgreed: boolean; agreed: number; total: number }) => string;
  summaryLabel: string;
  /** Between a label and its value: full width in Chinese. */
  colon: string;
  nodeType: Record<NodeType, string>;
  /** Node and countersigner states; unknown ones are shown as sent. */
  nodeState: Record<string, string>;
  policy: { ANY: string; ALL: string };
  nonMatched: string;
  noSigner: string;
  current: string;
  timeline: string;
  noLogs: string;
  /** Log actions without the 'freeflow.' prefix; unknown ones are shown as sent. */
  logAction: Record<string, string>;
}

export const flowMessages: LocalizedCatalogue<FlowMessages> = {
  'zh-CN': {
    flow: '审批流程',
    summary: ({ allAgreed, agreed, total }) => (allAgreed ? '全部同意' : `${agreed}/${total}`),
    summaryLabel: '审批进度',
    colon: '：',
    nodeType: {
      normal: '审批',
      countersign: '会签',
      ebot: '机器人',
      send: '寄送',
      receive: '收单',
      pay: '支付',
    },
    nodeState: {
      NOT_STARTED: '未开始',
      APPROVING: '审批中',
      SENDING: '待寄送',
      RECEIVING: '待收单',
      RECEIVING_EXCEP: '收单异常',
      PAYING: '待支付',
      PROCESSED: '已处理',
      SKIPPED: '已跳过',
      REJECTED: '已驳回',
      NULLIFIED: '已作废',
    },
    policy: { ANY: '或签（任一人同意即可）', ALL: '会签（需全部同意）' },
    nonMatched: '未匹配到审批人',
    noSigner: '无审批人',
    current: '当前节点',
    timeline: '审批记录',
    noLogs: '暂无记录',
    logAction: {
      submit: '提交',
      retract: '撤回',
      agree: '同意',
      reject: '驳回',
      review: '建议复核',
      nullify: '作废',
      addExpress: '寄送单据',
      jumpExpress: '跳过寄送',
      receive: '确认收单',
      receiveExcep: '收单异常',
      pay: '发起支付',
      paid: '支付成功',
      payFailed: '支付失败',
      archive: '确认归档',
      remind: '提醒打印',
      print: '打印',
    },
  },
  'en-US': {
    flow: 'Approval flow',
    summary: ({ allAgreed, agreed, total }) => (allAgreed ? 'All agreed' : `${agreed}/${total}`),
    summaryLabel: 'Approval progress',
    colon: ': ',
    nodeType: {
      normal: 'Approval',
      countersign: 'Countersign',
      ebot: 'Robot',
      send: 'Send',
      receive: 'Receive',
      pay: 'Payment',
    },
    nodeState: {
      NOT_STARTED: 'Not started',
      APPROVING: 'Approving',
      SENDING: 'To send',
      RECEIVING: 'To receive',
      RECEIVING_EXCEP: 'Receipt exception',
      PAYING: 'To pay',
      PROCESSED: 'Processed',
      SKIPPED: 'Skipped',
      REJECTED: 'Rejected',
      NULLIFIED: 'Voided',
    },
    policy: { ANY: 'Any one signer agrees', ALL: 'All signers must agree' },
    nonMatched: 'No approver matched',
    noSigner: 'No approver',
    current: 'Current node',
    timeline: 'History',
    noLogs: 'No history yet',
    logAction: {
      submit: 'Submitted',
      retract: 'Retracted',
      agree: 'Agreed',
      reject: 'Rejected',
      review: 'Suggested a recheck',
      nullify: 'Voided',
      addExpress: 'Sent the paper',
      jumpExpress: 'Skipped sending',
      receive: 'Received the paper',
      receiveExcep: 'Receipt exception',
      pay: 'Started payment',
      paid: 'Payment succeeded',
      payFailed: 'Payment failed',
      archive: 'Archived',
      remind: 'Reminded to print',
      print: 'Printed',
    },
  },
};
