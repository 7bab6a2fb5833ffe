import type { LocalizedCatalogue } from '@shell/i18n';

export interface WalletMessages {
  title: string;
  description: string;
  list: string;
  empty: string;
  emptyHint: string;
  failed: string;
  retry: string;
  loading: string;
  remove: (name: string) => string;
  removeWord: string;
  confirmRemove: (name: string) => string;
  openFile: (name: string) => string;
  valid: string;
}

export const walletMessages: LocalizedCatalogue<WalletMessages> = {
  'zh-CN': {
    title: '票夹',
    description:
      '还没报销的发票存在这里；填单时点“识别发票 → 从票夹选择”放进费用明细，报销后自动移出票夹。',
    list: '票夹中的发票',
    empty: '票夹是空的',
    emptyHint: '先把收到的发票识别存入票夹，填单时直接选用。',
    failed: '票夹加载失败',
    retry: '重试',
    loading: '正在加载票夹…',
    remove: (name) => `移出票夹：${name}`,
    removeWord: '移出',
    confirmRemove: (name) => `把“${name}”移出票夹？`,
    openFile: (name) => `查看 ${name}`,
    valid: '查验通过',
  },
  'en-US': {
    title: 'Invoice wallet',
    description:
      'Invoices not yet claimed are kept here. On a bill, choose "Capture invoices → From the invoice wallet" to make them lines; once claimed they leave the wallet.',
    list: 'Invoices in the wallet',
    empty: 'The wallet is empty',
    emptyHint: 'Capture invoices as you receive them, then pick them when you write a bill.',
    failed: 'The wallet could not be loaded',
    retry: 'Retry',
    loading: 'Loading the wallet…',
    remove: (name) => `Remove from the wallet: ${name}`,
    removeWord: 'Remove',
    confirmRemove: (name) => `Remove "${name}" from the wallet?`,
    openFile: (name) => `Open ${name}`,
    valid: 'Checked',
  },
};
