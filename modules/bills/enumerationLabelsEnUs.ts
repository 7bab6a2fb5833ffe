import type { EnumerationLabels } from './enumerationLabels';

/** The en-US half of enumerationLabels, apart so each file stays one screen long. */
export const enumerationLabelsEnUs: EnumerationLabels = {
  supplierArchiveType: {
    HOSE_MALL: 'Hose Mall',
    HOSE_TRIP: 'Hose Trip',
    DIDI_NEW: 'DiDi (new)',
    DIDI: 'DiDi',
    OTHER: 'Other',
    TRAVEL_ONE: 'Travel One',
    ALI_TRIP: 'Alibaba Trip',
    DT_TRIP: 'DT Trip',
    XC_TRIP: 'Ctrip',
  },
  taxpayerType: { GENERAL: 'General taxpayer', SMALL: 'Small-scale taxpayer' },
  detailValueSource: {
    fixed: 'Fixed value',
    invoiceInfo: 'Invoice information',
    invoiceDetail: 'Invoice details',
  },
  invoiceType: {
    VAT_ELECTRONIC_NORMAL: 'VAT electronic normal invoice',
    VAT_ELECTRONIC_SPECIAL: 'VAT electronic special invoice',
    VAT_NORMAL: 'VAT normal invoice',
    VAT_SPECIAL: 'VAT special invoice',
    VAT_ROLL: 'VAT normal invoice (roll)',
    FULL_DIGITAL_NORMAL: 'Fully digital invoice (normal)',
    FULL_DIGITAL_SPECIAL: 'Fully digital invoice (VAT special)',
    MOTOR_VEHICLE: 'Motor vehicle sales invoice',
    USED_CAR: 'Used car sales invoice',
    TAXI: 'Taxi receipt',
    TOLL: 'Toll invoice',
    PASSENGER: 'Coach ticket',
    AIR: 'Air e-ticket itinerary',
    TRAIN: 'Train ticket',
    QUOTA: 'Fixed-amount invoice',
    BLOCKCHAIN: 'Blockchain e-invoice',
  },
  tripMeans: { car: 'Car', train: 'Train', plane: 'Plane' },
  importStatus: { IMPORTED: 'Imported', NOTIMPORTED: 'Not imported' },
  checkingState: {
    CHECKING_TODO: 'To check',
    CHECKING_DOING: 'Checking',
    CHECKING_DONE: 'Checked',
  },
  invoiceState: {
    NONE: 'No invoice needed',
    INVOICE_TODO: 'To invoice',
    INVOICE_DOING: 'Invoicing',
    INVOICE_DONE: 'Invoiced',
  },
  settlementState: {
    NONE: 'No settlement needed',
    SETTLEMENT_TODO: 'To settle',
    SETTLEMENT_DOING: 'Settling',
    SETTLEMENT_DONE: 'Settled',
  },
};
