import type { LocalizedCatalogue } from '@shell/i18n';
import type { BillBlockName } from './parseBillBlocks';

export interface BillBlocksMessages {
  block: Record<BillBlockName, string>;
  data: Record<string, string>;
  noData: string;
  noRemark: string;
  noDuplicates: string;
  duplicates: (keys: string) => string;
  invoiceCount: (count: number) => string;
  linesWithoutInvoice: (count: number) => string;
  loadFailed: string;
}

export const billBlocksMessages: LocalizedCatalogue<BillBlocksMessages> = {
  'zh-CN': {
    block: {
      flowModifyContrasts: '单据修改对比',
      riskTips: '风险提示',
      invoiceConfig: '发票信息',
      customDisplaies: '自定义展示',
    },
    data: {
      amount: '金额',
      title: '标题',
      overStandard: '超标准',
      duplicateInvoice: '重复发票',
      invoiceStatus: '发票状态',
      invoiceTitle: '发票抬头',
      remark: '备注',
    },
    noData: '暂无数据',
    noRemark: '无',
    noDuplicates: '未发现重复发票',
    duplicates: (keys) => `发票 ${keys} 重复录入`,
    invoiceCount: (count) => (count === 0 ? '暂无发票' : `共 ${count} 张发票`),
    linesWithoutInvoice: (count) => `${count} 条费用无发票`,
    loadFailed: '附加信息加载失败',
  },
  'en-US': {
    block: {
      flowModifyContrasts: 'Bill change comparison',
      riskTips: 'Risk tips',
      invoiceConfig: 'Invoice information',
      customDisplaies: 'Custom display',
    },
    data: {
      amount: 'Amount',
      title: 'Title',
      overStandard: 'Over the standard',
      duplicateInvoice: 'Duplicate invoice',
      invoiceStatus: 'Invoice status',
      invoiceTitle: 'Invoice title',
      remark: 'Remark',
    },
    noData: 'No data',
    noRemark: 'None',
    noDuplicates: 'No duplicate invoices found',
    duplicates: (keys) => `Invoice ${keys} entered more than once`,
    invoiceCount: (count) =>
      count === 0 ? 'No invoices' : `${count} invoice${count === 1 ? '' : 's'}`,
    linesWithoutInvoice: (count) =>
      `${count} expense line${count === 1 ? '' : 's'} without an invoice`,
    loadFailed: 'The additional messages could not be loaded',
  },
};
