import type { LocalizedCatalogue } from '@shell/i18n';

export interface IframeMessages {
  defaultTitle: string;
  frameTitle: (title: string) => string;
  badAddress: string;
}

export const iframeMessages: LocalizedCatalogue<IframeMessages> = {
  'zh-CN': {
    defaultTitle: '页面内容',
    frameTitle: (title) => `${title}（外部内容）`,
    badAddress: '无法打开此页面：地址无效',
  },
  'en-US': {
    defaultTitle: 'Page content',
    frameTitle: (title) => `${title} (external content)`,
    badAddress: 'This page cannot be opened: the address is not valid',
  },
};
