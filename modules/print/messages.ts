import type { LocalizedCatalogue } from '@shell/i18n';

interface PrintMessages {
  title: string;
  description: string;
  empty: string;
}

export const printMessages: LocalizedCatalogue<PrintMessages> = {
  'zh-CN': {
    title: '单据打印',
    description: '选择单据与打印模板，打印并跟踪打印状态。',
    empty: '没有待打印的单据',
  },
  'en-US': {
    title: 'Bill printing',
    description: 'Pick bills and a print template, print them and follow their print state.',
    empty: 'No bills to print',
  },
};
