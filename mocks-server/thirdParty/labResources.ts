import type { Bill } from '../data/billTypes';
import { LAB_CAR_QUOTA_SOURCE_TYPE } from '../microapps/labPartnerComponent';

/** docs/overlays-and-previewer.md "Third-party resource", as the lab serves it. */
export interface ThirdPartyResource {
  sourceType: string;
  source: string;
  realm: string;
  type: string;
  description: string;
  /** `isPc` per the spec; the sample remote component reads its quota from here too. */
  data: { isPc?: boolean; total?: number; used?: number };
}

/** The lab's partner pages (partnerPagesRouter): same origin, so frames and the CSP allow them. */
export const PARTNER_BASE = '/__lab/partner';

const partner = (page: string, flowId?: string) =>
  `${PARTNER_BASE}/${page}${flowId ? `?flowId=${encodeURIComponent(flowId)}` : ''}`;

/** Every way the opener opens a resource, once: the home's services. */
export function homeResources(): ThirdPartyResource[] {
  return [
    {
      sourceType: 'OPEN_LINK',
      source: partner('mall'),
      realm: 'MALL',
      type: 'BUTTON_MALL',
      description: '企业商城',
      data: {},
    },
    {
      sourceType: 'SLIDE',
      source: partner('trip-money'),
      realm: 'TRIP',
      type: 'BUTTON_TRIP_MONEY',
      description: '差旅领款',
      data: {},
    },
    {
      sourceType: 'IFRAME',
      source: partner('hotel'),
      realm: 'TRIP',
      type: 'BUTTON_HOTEL',
      description: '酒店预订',
      data: {},
    },
    {
      sourceType: 'WINDOW_OPEN',
      source: partner('taxi'),
      realm: 'MALL',
      type: 'BUTTON_TAXI_ORDER',
      description: '打车订单',
      data: {},
    },
    {
      // No address: the registry's partner bundle draws it (microapps/labPartnerComponent.ts).
      sourceType: LAB_CAR_QUOTA_SOURCE_TYPE,
      source: '',
      realm: 'TRIP',
      type: 'BUTTON_CAR_QUOTA',
      description: '用车额度',
      data: { total: 500, used: 180 },
    },
  ];
}

const TRIP_TYPES: ReadonlySet<string> = new Set(['expense', 'reimbursement', 'requisition']);

/**
 * A bill's resources: the taxi order behind a bill with a finished car order (realm MALL), and
 * the trip allowance panel on travel bill types.
 */
export function billResources(bill: Bill): ThirdPartyResource[] {
  const resources: ThirdPartyResource[] = [];
  if (bill.form.carOrderStatus === 'FINISHED') {
    resources.push({
      sourceType: 'OPEN_LINK',
      source: partner('taxi', bill.id),
      realm: 'MALL',
      type: 'BUTTON_TAXI_ORDER',
      description: '打车订单',
      data: {},
    });
  }
  if (TRIP_TYPES.has(bill.formType)) {
    resources.push({
      sourceType: 'SLIDE',
      source: partner('trip-money', bill.id),
      realm: 'TRIP',
      type: 'BUTTON_TRIP_MONEY',
      description: '差旅领款',
      data: {},
    });
  }
  return resources;
}
