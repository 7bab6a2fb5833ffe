import type { LocalizedCatalogue } from '../i18n/useLocalized';
import type { BillRole, PrivilegeCode } from './privilegeCodes';

export interface PrivilegeMessages {
  /** What each privilege lets a staff manage (code: meaning (docs/admin.md)). */
  meaning: Record<PrivilegeCode, string>;
  billRole: Record<BillRole, string>;
  noPermissionTitle: string;
  /** `{privilege}` is the meaning of the missing privilege. */
  noPermissionText: string;
}

export const privilegeMessages: LocalizedCatalogue<PrivilegeMessages> = {
  'zh-CN': {
    meaning: {
      SYS_ADMIN: '系统',
      REPORT_VIEW: '费用报表',
      BUDGET_MANAGE: '预算',
      LOAN_MANAGE: '借款',
      EXPENSE_MANAGE: '报销单',
      REQUISITION_MANAGE: '申请单',
      CUSTOM_REPORT_VIEW: '高级报表',
      SETTLEMENT_MANAGE: '结算方式',
      TRIP_MANAGE: '差旅',
      CORP_WALLET_MANAGE: '企业钱包',
      INVOICE_MANAGE: '发票',
      SUPPLEMENT_INVOICE: '补充发票',
      AUDIT_ADMIN: '审计日志',
      SMART_REPORT: '智能报表',
      BANK_ACCOUNT_MANAGE: '账户',
      PAYMENT_WORKBENCH: '支付工作台',
      CREDIT_MANAGE: '信用',
    },
    billRole: {
      submitter: '提交人',
      approver: '审批人',
      creator: '创建人',
      extensionAdministrator: '扩展管理员',
    },
    noPermissionTitle: '没有权限',
    noPermissionText: '你没有「{privilege}」管理权限，请联系系统管理员开通。',
  },
  'en-US': {
    meaning: {
      SYS_ADMIN: 'System',
      REPORT_VIEW: 'Expense reports',
      BUDGET_MANAGE: 'Budget',
      LOAN_MANAGE: 'Loans',
      EXPENSE_MANAGE: 'Expense bills',
      REQUISITION_MANAGE: 'Requisitions',
      CUSTOM_REPORT_VIEW: 'Advanced reports',
      SETTLEMENT_MANAGE: 'Settlement methods',
      TRIP_MANAGE: 'Travel',
      CORP_WALLET_MANAGE: 'Corporate wallet',
      INVOICE_MANAGE: 'Invoices',
      SUPPLEMENT_INVOICE: 'Supplementary invoices',
      AUDIT_ADMIN: 'Audit log',
      SMART_REPORT: 'Smart reports',
      BANK_ACCOUNT_MANAGE: 'Accounts',
      PAYMENT_WORKBENCH: 'Payment workbench',
      CREDIT_MANAGE: 'Credit',
    },
    billRole: {
      submitter: 'Submitter',
      approver: 'Approver',
      creator: 'Creator',
      extensionAdministrator: 'Extension administrator',
    },
    noPermissionTitle: 'No permission',
    noPermissionText:
      'You do not hold the “{privilege}” admin privilege. Ask your system administrator for it.',
  },
};
