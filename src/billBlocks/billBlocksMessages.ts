import type { LocalizedCatalogue } from '@shell/i18n';
import { billBlockLabels, type BillBlockLabels } from './billBlockLabels';

export interface BillBlocksMessages extends BillBlockLabels {
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
    ...billBlockLabels['zh-CN'],
    noData: '暂无数据',
    noRemark: '无',
    noDuplicates: '未发现重复发票',
    duplicates: (keys) => `发票 ${keys} 重复录入`,
    invoiceCount: (count) => (count === 0 ? '暂无发票' : `共 ${count} 张发票`),
    linesWithoutInvoice: (count) => `${count} 条费用无发票`,
    loadFailed: '附加信息加载失败',
  },
  'en-US': {
    ...billBlockLabels['en-US'],
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
