import type { LocalizedCatalogue } from '@shell/i18n';
import type { ApprovalButton } from './models/buttonsFor';

interface ActionMessages {
  actions: string;
  button: Record<ApprovalButton, string>;
  comment: string;
  failureReason: string;
  rejectTo: string;
  toSubmitter: string;
  confirm: string;
  cancel: string;
  stepFailed: (message: string) => string;
  saving: string;
  /** Said after a step went through. */
  done: string;
  noActions: string;
}

export const actionMessages: LocalizedCatalogue<ActionMessages> = {
  'zh-CN': {
    actions: '操作',
    button: {
      agree: '同意',
      review: '建议复核',
      reject: '驳回',
      payOffline: '线下支付',
      payChanpay: '银企直连支付',
      paySuccess: '登记支付成功',
      payFailure: '登记支付失败',
      archive: '确认归档',
    },
    comment: '审批意见',
    failureReason: '失败原因',
    rejectTo: '驳回至',
    toSubmitter: '提交人',
    confirm: '确定',
    cancel: '取消',
    stepFailed: (message) => `操作失败：${message}`,
    saving: '正在处理…',
    done: '已处理',
    noActions: '当前没有需要您处理的操作',
  },
  'en-US': {
    actions: 'Actions',
    button: {
      agree: 'Agree',
      review: 'Suggest recheck',
      reject: 'Reject',
      payOffline: 'Pay offline',
      payChanpay: 'Pay via CHANPAY',
      paySuccess: 'Record payment success',
      payFailure: 'Record payment failure',
      archive: 'Confirm and archive',
    },
    comment: 'Comment',
    failureReason: 'Failure reason',
    rejectTo: 'Reject to',
    toSubmitter: 'The submitter',
    confirm: 'OK',
    cancel: 'Cancel',
    stepFailed: (message) => `The step failed: ${message}`,
    saving: 'Working…',
    done: 'Done',
    noActions: 'Nothing for you to do on this bill now',
  },
};
