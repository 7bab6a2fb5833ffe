import { enumerationLabels, labelOf } from './enumerationLabels';
import {
  CHECKING_STATES,
  DETAIL_VALUE_SOURCES,
  IMPORT_STATUSES,
  INVOICE_STATES,
  INVOICE_TYPES,
  SETTLEMENT_STATES,
  SUPPLIER_ARCHIVE_TYPES,
  TAXPAYER_TYPES,
  TRIP_MEANS,
  TRIP_SUPPLIER_ARCHIVE_TYPES,
} from './models/billEnumerations';

const ENUMERATIONS = {
  supplierArchiveType: [...SUPPLIER_ARCHIVE_TYPES, ...TRIP_SUPPLIER_ARCHIVE_TYPES],
  taxpayerType: TAXPAYER_TYPES,
  detailValueSource: DETAIL_VALUE_SOURCES,
  invoiceType: INVOICE_TYPES,
  tripMeans: TRIP_MEANS,
  importStatus: IMPORT_STATUSES,
  checkingState: CHECKING_STATES,
  invoiceState: INVOICE_STATES,
  settlementState: SETTLEMENT_STATES,
} as const;
const HAN = /\p{Script=Han}/u;

describe('the enumeration labels', () => {
  describe.each(Object.entries(ENUMERATIONS))('of %s', (name, codes) => {
    const zh = enumerationLabels['zh-CN'][name as keyof typeof ENUMERATIONS] as Record<
      string,
      string
    >;
    const en = enumerationLabels['en-US'][name as keyof typeof ENUMERATIONS] as Record<
      string,
      string
    >;

    it('name every code in Chinese', () => {
      for (const code of codes) expect([code, HAN.test(zh[code] ?? '')]).toEqual([code, true]);
    });

    it('name every code in English without Chinese characters', () => {
      for (const code of codes) {
        expect([code, (en[code] ?? '').length > 0 && !HAN.test(en[code])]).toEqual([code, true]);
      }
    });

    it('give different codes different labels', () => {
      const unique = [...new Set(codes)];
      expect(new Set(unique.map((code) => zh[code])).size).toBe(unique.length);
      expect(new Set(unique.map((code) => en[code])).size).toBe(unique.length);
    });
  });

  it('hold the 16 invoice types of docs/bills-and-workflow.md and the three trip means', () => {
    expect(INVOICE_TYPES).toHaveLength(16);
    expect(enumerationLabels['zh-CN'].tripMeans).toEqual({
      car: '用车',
      train: '火车',
      plane: '飞机',
    });
  });

  it('show an unknown code as itself', () => {
    expect(labelOf(enumerationLabels['en-US'].invoiceType, 'MYSTERY')).toBe('MYSTERY');
    expect(labelOf(enumerationLabels['en-US'].invoiceType, 'TRAIN')).toBe('Train ticket');
  });
});
