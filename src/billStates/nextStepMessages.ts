import type { LocalizedCatalogue } from '../i18n';
import type { NodeStepKind } from './nextStepOf';

export interface NextStepMessages {
  you: string;
  robot: string;
  unassigned: string;
  /** Joins several people a countersign node waits for. */
  joinNames: (names: string[]) => string;
  submit: (who: string) => string;
  archive: (who: string) => string;
  /** A rejected bill: who sent it back, from which node, why, and who resubmits. */
  resubmit: (by: string, node: string, reason: string, who: string) => string;
  node: Record<NodeStepKind, (who: string, node: string) => string>;
  submitting: string;
  bankResult: string;
  finished: string;
  voided: string;
}

const atZh = (node: string) => (node ? `（${node}）` : '');
const atEn = (node: string) => (node ? ` (${node})` : '');

export const nextStepMessages: LocalizedCatalogue<NextStepMessages> = {
  'zh-CN': {
    you: '您',
    robot: '机器人',
    unassigned: '处理人',
    joinNames: (names) => names.join('、'),
    submit: (who) => `等待${who}提交`,
    archive: (who) => `已完成，等待${who}确认归档`,
    resubmit: (by, node, reason, who) =>
      `${by}${node ? `在「${node}」` : ''}驳回${reason ? `：${reason}` : ''}。等待${who}修改后重新提交`,
    node: {
      approve: (who, node) => `等待${who}审批${atZh(node)}`,
      send: (who, node) => `等待${who}寄送纸质单据${atZh(node)}`,
      receive: (who, node) => `等待${who}收单${atZh(node)}`,
      receiveException: (who, node) => `收单异常，等待${who}处理${atZh(node)}`,
      pay: (who, node) => `等待${who}支付${atZh(node)}`,
      payAgain: (who, node) => `支付失败，等待${who}重新支付${atZh(node)}`,
    },
    submitting: '提交中，正在计算预算',
    bankResult: '支付中，等待银行返回支付结果',
    finished: '已归档，无后续步骤',
    voided: '已作废，无后续步骤',
  },
  'en-US': {
    you: 'you',
    robot: 'the robot',
    unassigned: 'an assignee',
    joinNames: (names) => names.join(', '),
    submit: (who) => `Waiting for ${who} to submit`,
    archive: (who) => `Completed: waiting for ${who} to archive it`,
    resubmit: (by, node, reason, who) =>
      `Rejected by ${by}${node ? ` at ${node}` : ''}${reason ? `: ${reason}` : ''}. Waiting for ${who} to change and resubmit`,
    node: {
      approve: (who, node) => `Waiting for ${who} to approve${atEn(node)}`,
      send: (who, node) => `Waiting for ${who} to send the paper bill${atEn(node)}`,
      receive: (who, node) => `Waiting for ${who} to receive the paper bill${atEn(node)}`,
      receiveException: (who, node) => `Receipt exception: waiting for ${who}${atEn(node)}`,
      pay: (who, node) => `Waiting for ${who} to pay${atEn(node)}`,
      payAgain: (who, node) => `Payment failed: waiting for ${who} to pay again${atEn(node)}`,
    },
    submitting: 'Submitting: the budget is being calculated',
    bankResult: 'Payment in progress: waiting for the bank’s answer',
    finished: 'Archived: no further steps',
    voided: 'Voided: no further steps',
  },
};
