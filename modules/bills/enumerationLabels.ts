import type { LocalizedCatalogue } from '@shell/i18n';
import type {
  CheckingState,
  DetailValueSource,
  ImportStatus,
  InvoiceState,
  InvoiceType,
  SettlementState,
  SupplierArchiveType,
  TaxpayerType,
  TripMeans,
  TripSupplierArchiveType,
} from './models/billEnumerations';
import { enumerationLabelsEnUs } from './enumerationLabelsEnUs';

/** Labels of every enumeration bills show (models/billEnumerations.ts). */
export interface EnumerationLabels {
  supplierArchiveType: Record<SupplierArchiveType | TripSupplierArchiveType, string>;
  taxpayerType: Record<TaxpayerType, string>;
  detailValueSource: Record<DetailValueSource, string>;
  invoiceType: Record<InvoiceType, string>;
  tripMeans: Record<TripMeans, string>;
  importStatus: Record<ImportStatus, string>;
  checkingState: Record<CheckingState, string>;
  invoiceState: Record<InvoiceState, string>;
  settlementState: Record<SettlementState, string>;
}

export const enumerationLabels: LocalizedCatalogue<EnumerationLabels> = {
  'zh-CN': {
    supplierArchiveType: {
      HOSE_MALL: '合思商城',
      HOSE_TRIP: '合思商旅',
      DIDI_NEW: '滴滴（新）',
      DIDI: '滴滴',
      OTHER: '其他',
      TRAVEL_ONE: '差旅壹号',
      ALI_TRIP: '阿里商旅',
      DT_TRIP: '大唐商旅',
      XC_TRIP: '携程商旅',
    },
    taxpayerType: { GENERAL: '一般纳税人', SMALL: '小规模纳税人' },
    detailValueSource: { fixed: '固定值', invoiceInfo: '发票信息', invoiceDetail: '发票明细' },
    invoiceType: {
      VAT_ELECTRONIC_NORMAL: '增值税电子普通发票',
      VAT_ELECTRONIC_SPECIAL: '增值税电子专用发票',
      VAT_NORMAL: '增值税普通发票',
      VAT_SPECIAL: '增值税专用发票',
      VAT_ROLL: '增值税普通发票（卷票）',
      FULL_DIGITAL_NORMAL: '数电票（普通发票）',
      FULL_DIGITAL_SPECIAL: '数电票（增值税专用发票）',
      MOTOR_VEHICLE: '机动车销售统一发票',
      USED_CAR: '二手车销售统一发票',
      TAXI: '出租车发票',
      TOLL: '过路费发票',
      PASSENGER: '客运汽车票',
      AIR: '航空运输电子客票行程单',
      TRAIN: '火车票',
      QUOTA: '定额发票',
      BLOCKCHAIN: '区块链电子发票',
    },
    tripMeans: { car: '用车', train: '火车', plane: '飞机' },
    importStatus: { IMPORTED: '已导入', NOTIMPORTED: '未导入' },
    checkingState: { CHECKING_TODO: '待对账', CHECKING_DOING: '对账中', CHECKING_DONE: '已对账' },
    invoiceState: {
      NONE: '无需开票',
      INVOICE_TODO: '待开票',
      INVOICE_DOING: '开票中',
      INVOICE_DONE: '已开票',
    },
    settlementState: {
      NONE: '无需结算',
      SETTLEMENT_TODO: '待结算',
      SETTLEMENT_DOING: '结算中',
      SETTLEMENT_DONE: '已结算',
    },
  },
  'en-US': enumerationLabelsEnUs,
};

/** A label for a wire code: the code itself when the catalogue does not know it. */
export function labelOf<K extends string>(labels: Record<K, string>, code: string): string {
  return (labels as Record<string, string>)[code] ?? code;
}
