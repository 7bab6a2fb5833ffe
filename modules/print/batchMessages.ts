import type { LocalizedCatalogue } from '@shell/i18n';

interface BatchMessages {
  selectAll: string;
  selectBill: (code: string) => string;
  printSelected: string;
  printing: string;
  document: string;
  documentTitle: (count: number) => string;
  resultTitle: string;
  printed: (count: number) => string;
  close: string;
  failed: (count: number) => string;
  failure: (code: string, reason: string) => string;
}

export const batchMessages: LocalizedCatalogue<BatchMessages> = {
  'zh-CN': {
    selectAll: '全选本页',
    selectBill: (code) => `选择 ${code}`,
    printSelected: '批量打印',
    printing: '正在打印…',
    document: '批量打印文档',
    documentTitle: (count) => `批量打印预览（${count} 张单据）`,
    resultTitle: '批量打印结果',
    printed: (count) => `已记录 ${count} 张单据的打印`,
    close: '关闭预览',
    failed: (count) => `${count} 张单据未能打印：`,
    failure: (code, reason) => `${code}：${reason}`,
  },
  'en-US': {
    selectAll: 'Select all on this page',
    selectBill: (code) => `Select ${code}`,
    printSelected: 'Print selected',
    printing: 'Printing…',
    document: 'Batch print document',
    documentTitle: (count) => `Batch print preview (${count} ${count === 1 ? 'bill' : 'bills'})`,
    resultTitle: 'Batch print result',
    printed: (count) => `Printing recorded for ${count} ${count === 1 ? 'bill' : 'bills'}`,
    close: 'Close preview',
    failed: (count) => `${count} ${count === 1 ? 'bill' : 'bills'} could not be printed:`,
    failure: (code, reason) => `${code}: ${reason}`,
  },
};
