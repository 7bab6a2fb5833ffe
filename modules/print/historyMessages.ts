import type { LocalizedCatalogue } from '@shell/i18n';

interface HistoryMessages {
  history: string;
  none: string;
  time: string;
  printer: string;
  template: string;
  invoices: string;
  withInvoices: string;
  withoutInvoices: string;
  unknownTemplate: string;
  defaultTemplate: string;
}

export const historyMessages: LocalizedCatalogue<HistoryMessages> = {
  'zh-CN': {
    history: '打印历史',
    none: '暂无打印记录',
    time: '打印时间',
    printer: '打印人',
    template: '打印模板',
    invoices: '发票',
    withInvoices: '含发票',
    withoutInvoices: '不含发票',
    unknownTemplate: '未知模板',
    defaultTemplate: '默认模板',
  },
  'en-US': {
    history: 'Print history',
    none: 'Not printed yet',
    time: 'Printed at',
    printer: 'Printed by',
    template: 'Template',
    invoices: 'Invoices',
    withInvoices: 'with invoices',
    withoutInvoices: 'without invoices',
    unknownTemplate: 'Unknown template',
    defaultTemplate: 'Default template',
  },
};
