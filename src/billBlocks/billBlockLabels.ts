import type { LocalizedCatalogue } from '@shell/i18n';
import type { BillBlockName } from './parseBillBlocks';

/** What a bill shows and what the admin's rule form offers use one set of names for blocks and data. */
export interface BillBlockLabels {
  block: Record<BillBlockName, string>;
  data: Record<string, string>;
}

export const billBlockLabels: LocalizedCatalogue<BillBlockLabels> = {
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
  },
};
