import type { LocalizedCatalogue } from '@shell/i18n';
import type { InvoiceProblemCode } from './InvoiceCheck';

export interface InvoiceCheckMessages {
  /** A note about one invoice, naming it. */
  about: (number: string, text: string) => string;
  problems: Record<Exclude<InvoiceProblemCode, 'duplicate' | 'date-window'> | 'other', string>;
  duplicate: (code: string, title: string) => string;
  /** The link to the bill already holding the invoice. */
  openBill: (code: string) => string;
  dateWindow: (days: number | undefined) => string;
  twice: (line: number) => string;
  pending: string;
  unchecked: string;
  /** The summary's line before submit: which line, and what stops it. */
  lineBlocked: (line: number, feeType: string, text: string) => string;
}

export const invoiceCheckMessages: LocalizedCatalogue<InvoiceCheckMessages> = {
  'zh-CN': {
    about: (number, text) => `发票 ${number}：${text}`,
    problems: {
      'not-found': '税务机关查无此票，请核对发票或重新识别',
      voided: '发票已作废，不能报销',
      'red-flushed': '发票已红冲，不能报销',
      'amount-mismatch': '金额与税务机关的记录不一致',
      'date-mismatch': '开票日期与税务机关的记录不一致',
      unavailable: '查验服务暂不可用，提交后将再次查验',
      title: '发票抬头不是本公司',
      other: '发票未通过查验',
    },
    duplicate: (code, title) => `已在单据 ${code}${title ? `「${title}」` : ''}中报销（重复报销）`,
    openBill: (code) => `查看单据 ${code}`,
    dateWindow: (days) => (days ? `开票日期超出报销期限（${days} 天内）` : '开票日期超出报销期限'),
    twice: (line) => `与第 ${line} 条明细是同一张发票`,
    pending: '正在查验…',
    unchecked: '暂未查验（网络问题），提交时将再次查验',
    lineBlocked: (line, feeType, text) => `第 ${line} 条费用明细（${feeType}）：${text}`,
  },
  'en-US': {
    about: (number, text) => `Invoice ${number}: ${text}`,
    problems: {
      'not-found': 'The tax authority has no such invoice: check it or capture it again',
      voided: 'The invoice was voided and cannot be claimed',
      'red-flushed': 'The invoice was cancelled by a red-letter invoice and cannot be claimed',
      'amount-mismatch': 'The amount differs from the tax authority’s record',
      'date-mismatch': 'The issue date differs from the tax authority’s record',
      unavailable: 'The invoice check is unavailable; it is checked again on submit',
      title: 'The invoice is not made out to your company',
      other: 'The invoice did not pass the check',
    },
    duplicate: (code, title) =>
      `Already claimed on bill ${code}${title ? ` "${title}"` : ''} (duplicate)`,
    openBill: (code) => `Open bill ${code}`,
    dateWindow: (days) =>
      days
        ? `Issued outside the claim period (within ${days} days)`
        : 'Issued outside the claim period',
    twice: (line) => `The same invoice as line ${line}`,
    pending: 'Checking…',
    unchecked: 'Not checked yet (network); it is checked again on submit',
    lineBlocked: (line, feeType, text) => `Line ${line} (${feeType}): ${text}`,
  },
};
