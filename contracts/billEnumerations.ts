/** docs/bills-and-workflow.md "Enumerations": the supplier archive types of mall and car orders. */
export const SUPPLIER_ARCHIVE_TYPES = ['HOSE_MALL', 'DIDI_NEW', 'DIDI', 'OTHER'] as const;
export type SupplierArchiveType = (typeof SUPPLIER_ARCHIVE_TYPES)[number];

/** docs/bills-and-workflow.md, the second supplier archive set: the travel platforms trips come from. */
export const TRIP_SUPPLIER_ARCHIVE_TYPES = [
  'HOSE_TRIP',
  'DIDI_NEW',
  'DIDI',
  'OTHER',
  'TRAVEL_ONE',
  'ALI_TRIP',
  'DT_TRIP',
  'XC_TRIP',
] as const;
export type TripSupplierArchiveType = (typeof TRIP_SUPPLIER_ARCHIVE_TYPES)[number];

export const TAXPAYER_TYPES = ['GENERAL', 'SMALL'] as const;
export type TaxpayerType = (typeof TAXPAYER_TYPES)[number];

export const DETAIL_VALUE_SOURCES = ['fixed', 'invoiceInfo', 'invoiceDetail'] as const;
export type DetailValueSource = (typeof DETAIL_VALUE_SOURCES)[number];

/** docs/bills-and-workflow.md "Invoice types": the 16 codes of the tenant's basedata.Enum.InvoiceType. */
export const INVOICE_TYPES = [
  'VAT_ELECTRONIC_NORMAL',
  'VAT_ELECTRONIC_SPECIAL',
  'VAT_NORMAL',
  'VAT_SPECIAL',
  'VAT_ROLL',
  'FULL_DIGITAL_NORMAL',
  'FULL_DIGITAL_SPECIAL',
  'MOTOR_VEHICLE',
  'USED_CAR',
  'TAXI',
  'TOLL',
  'PASSENGER',
  'AIR',
  'TRAIN',
  'QUOTA',
  'BLOCKCHAIN',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** docs/bills-and-workflow.md "Trip means". */
export const TRIP_MEANS = ['car', 'train', 'plane'] as const;
export type TripMeans = (typeof TRIP_MEANS)[number];

/** Import status (docs/bills-and-workflow.md) of a trip. */
export const IMPORT_STATUSES = ['IMPORTED', 'NOTIMPORTED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** docs/bills-and-workflow.md: the three progress axes of supplier bills, never folded into the bill state. */
export const CHECKING_STATES = ['CHECKING_TODO', 'CHECKING_DOING', 'CHECKING_DONE'] as const;
export type CheckingState = (typeof CHECKING_STATES)[number];
export const INVOICE_STATES = ['NONE', 'INVOICE_TODO', 'INVOICE_DOING', 'INVOICE_DONE'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const SETTLEMENT_STATES = [
  'NONE',
  'SETTLEMENT_TODO',
  'SETTLEMENT_DOING',
  'SETTLEMENT_DONE',
] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
