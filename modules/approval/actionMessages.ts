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
  saving: string;
  noActions: string;
  /** A reject says why: the submitter reads it on the bill. */
  reasonRequired: string;
  commonReasons: string;
  reasons: string[];
  optional: string;
  agreeAndNext: string;
  /** Toasts once a step went through. */
  done: Record<ApprovalButton, string>;
  allDone: string;
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
    saving: '正在处理…',
    noActions: '当前没有需要您处理的操作',
    reasonRequired: '请填写驳回原因，提交人会看到它',
    commonReasons: '常用原因',
    reasons: ['发票不合规', '金额与发票不符', '缺少发票或附件', '超出报销标准', '请补充费用事由'],
    optional: '（选填）',
    agreeAndNext: '同意并处理下一张',
    done: {
      agree: '已同意',
      review: '已建议复核',
      reject: '已驳回，提交人会收到原因',
      payOffline: '已登记线下支付',
      payChanpay: '已发起支付，等待银行结果',
      paySuccess: '已登记支付成功',
      payFailure: '已登记支付失败',
      archive: '已确认归档',
    },
    allDone: '待办已全部处理完',
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
    saving: 'Working…',
    noActions: 'Nothing for you to do on this bill now',
    reasonRequired: 'Say why you reject it: the submitter reads this',
    commonReasons: 'Common reasons',
    reasons: [
      'The invoice is not valid',
      'The amount does not match the invoice',
      'An invoice or attachment is missing',
      'Over the expense standard',
      'Please explain the expense',
    ],
    optional: ' (optional)',
    agreeAndNext: 'Agree and open the next',
    done: {
      agree: 'Agreed',
      review: 'Recheck suggested',
      reject: 'Rejected; the submitter gets your reason',
      payOffline: 'Offline payment recorded',
      payChanpay: 'Payment sent; waiting for the bank',
      paySuccess: 'Payment success recorded',
      payFailure: 'Payment failure recorded',
      archive: 'Archived',
    },
    allDone: 'Everything waiting for you is done',
  },
};
