import type { LocalizedCatalogue } from '@shell/i18n';

export interface OpenerMessages {
  noSourceType: string;
  badAddress: string;
  unknownType: (sourceType: string) => string;
  blocked: string;
  panelTitle: string;
}

export const openerMessages: LocalizedCatalogue<OpenerMessages> = {
  'zh-CN': {
    noSourceType: '无法打开此资源：缺少资源类型',
    badAddress: '无法打开此资源：地址无效',
    unknownType: (sourceType) => `无法打开此资源：不支持的资源类型“${sourceType}”`,
    blocked: '无法打开此资源，请稍后重试',
    panelTitle: '第三方资源',
  },
  'en-US': {
    noSourceType: 'This resource cannot be opened: it has no source type',
    badAddress: 'This resource cannot be opened: the address is not valid',
    unknownType: (sourceType) =>
      `This resource cannot be opened: unsupported source type "${sourceType}"`,
    blocked: 'This resource cannot be opened. Please try again later',
    panelTitle: 'Third-party resource',
  },
};
