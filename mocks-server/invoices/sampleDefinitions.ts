import type { SampleForm } from './SampleInvoice';

/** How the lab's authority treats a sample: as printed, or one of 验真's failures. */
export type SampleTwist =
  | 'none'
  | 'not-found'
  | 'voided'
  | 'red-flushed'
  | 'amount-mismatch'
  | 'date-mismatch'
  | 'foreign-title'
  | 'old'
  | 'duplicate';

export interface SampleDefinition {
  slug: string;
  form: SampleForm;
  typeCode: string;
  invoiceType: string;
  twist: SampleTwist;
  seller: string;
  /** Tax rate in percent. */
  rate: number;
  purpose: string;
}

const sample = (
  slug: string,
  form: SampleForm,
  [typeCode, invoiceType]: readonly [string, string],
  twist: SampleTwist,
  seller: string,
  rate: number,
  purpose: string,
): SampleDefinition => ({ slug, form, typeCode, invoiceType, twist, seller, rate, purpose });

const E_NORMAL = ['10', 'VAT_ELECTRONIC_NORMAL'] as const;
const E_SPECIAL = ['08', 'VAT_ELECTRONIC_SPECIAL'] as const;
const PAPER_NORMAL = ['04', 'VAT_NORMAL'] as const;
const PAPER_SPECIAL = ['01', 'VAT_SPECIAL'] as const;
const DIGITAL = ['32', 'FULL_DIGITAL_NORMAL'] as const;
const DIGITAL_SPECIAL = ['31', 'FULL_DIGITAL_SPECIAL'] as const;

/**
 * Every seeded tenant gets these samples (mocks-server/invoices/README.md): valid ones in each
 * form, one per 验真 failure, a foreign title, an old one, and one already on a seeded bill.
 */
export const SAMPLE_DEFINITIONS: readonly SampleDefinition[] = [
  sample('meal-photo', 'photo', E_NORMAL, 'none', '海底捞餐饮有限公司', 6, 'valid, photo'),
  sample('hotel-pdf', 'pdf', DIGITAL, 'none', '如家酒店管理有限公司', 6, 'valid, PDF'),
  sample('office-ofd', 'ofd', DIGITAL_SPECIAL, 'none', '晨光文具股份有限公司', 13, 'valid, OFD'),
  sample('train-pdf', 'pdf', ['51', 'TRAIN'], 'none', '中国铁路', 9, 'train ticket, PDF'),
  sample('flight-ofd', 'ofd-qr-only', ['61', 'AIR'], 'none', '中国东方航空', 9, 'air, OFD QR only'),
  sample('toll-photo', 'photo', ['14', 'TOLL'], 'none', '高速公路管理处', 3, 'toll, photo'),
  sample('paper-photo', 'photo', PAPER_NORMAL, 'none', '京东商城有限公司', 13, 'paper, photo'),
  sample('red-photo', 'photo', E_NORMAL, 'red-flushed', '美团餐饮有限公司', 6, 'red-flushed'),
  sample('voided-pdf', 'pdf', E_NORMAL, 'voided', '滴滴出行科技有限公司', 6, 'voided'),
  sample('unknown-photo', 'photo', PAPER_SPECIAL, 'not-found', '未登记商贸公司', 13, 'not found'),
  sample('amount-pdf', 'pdf', DIGITAL, 'amount-mismatch', '全季酒店有限公司', 6, 'amount differs'),
  sample('date-ofd', 'ofd', E_SPECIAL, 'date-mismatch', '得力办公用品公司', 13, 'date differs'),
  sample('title-photo', 'photo', E_NORMAL, 'foreign-title', '星巴克咖啡有限公司', 6, 'other title'),
  sample('old-pdf', 'pdf', DIGITAL, 'old', '汉庭酒店有限公司', 6, 'outside window'),
  sample('dup-photo', 'photo', E_NORMAL, 'duplicate', '', 6, 'on a seeded bill'),
];
