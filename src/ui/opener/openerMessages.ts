import type { LocalizedCatalogue } from '@shell/i18n';

export interface OpenerMessages {
  noSourceType: string;
  badAddress: string;
  unknownType: (sourceType: string) => string;
  blocked: string;
  panelTitle: string;
  /** The home block listing the corporation's resources. */
  resourcesTitle: string;
  resourcesFailed: string;
  /** A button's label by the resource's `type`; unknown types use their description. */
  typeLabel: Record<string, string>;
}

export const openerMessages: LocalizedCatalogue<OpenerMessages> = {
  'zh-CN': {
    noSourceType: '无法打开此资源：缺少资源类型',
    badAddress: '无法打开此资源：地址无效',
    unknownType: (sourceType) => `无法打开此资源：不支持的资源类型“${sourceType}”`,
    blocked: '无法打开此资源，请稍后重试',
    panelTitle: '第三方资源',
    resourcesTitle: '常用服务',
    resourcesFailed: '常用服务加载失败',
    typeLabel: {
      BUTTON_TAXI_ORDER: '打车订单',
      BUTTON_MALL: '企业商城',
      BUTTON_TRIP_MONEY: '差旅领款',
      BUTTON_HOTEL: '酒店预订',
      BUTTON_CAR_QUOTA: '用车额度',
    },
  },
  'en-US': {
    noSourceType: 'This resource cannot be opened: it has no source type',
    badAddress: 'This resource cannot be opened: the address is not valid',
    unknownType: (sourceType) =>
      `This resource cannot be opened: unsupported source type "${sourceType}"`,
    blocked: 'This resource cannot be opened. Please try again later',
    panelTitle: 'Third-party resource',
    resourcesTitle: 'Services',
    resourcesFailed: 'The services could not be loaded',
    typeLabel: {
      BUTTON_TAXI_ORDER: 'Taxi orders',
      BUTTON_MALL: 'Company mall',
      BUTTON_TRIP_MONEY: 'Trip allowance',
      BUTTON_HOTEL: 'Hotel booking',
      BUTTON_CAR_QUOTA: 'Car quota',
    },
  },
};
