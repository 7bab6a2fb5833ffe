import type { LocalizedCatalogue } from '@shell/i18n';

export interface ShareMessages {
  share: string;
  untitled: string;
  /** The share card's line: the bill's code and, when it has one, its amount. */
  description: (code: string, amount: string | null) => string;
  failed: string;
}

export const shareMessages: LocalizedCatalogue<ShareMessages> = {
  'zh-CN': {
    share: '分享',
    untitled: '未命名单据',
    description: (code, amount) => (amount ? `单号 ${code}，金额 ${amount}` : `单号 ${code}`),
    failed: '分享失败，请稍后重试',
  },
  'en-US': {
    share: 'Share',
    untitled: 'Untitled bill',
    description: (code, amount) => (amount ? `Bill ${code}, amount ${amount}` : `Bill ${code}`),
    failed: 'The bill could not be shared. Please try again later',
  },
};
