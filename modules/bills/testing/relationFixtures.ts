import type { DataLinkRow, SupplierProgress, Trip } from '../relationTypes';

const DAY = 86_400_000;

export function trip(id: string, day: number, overrides: Partial<Trip> = {}): Trip {
  return {
    id,
    tripMeans: 'train',
    supplierArchiveType: 'XC_TRIP',
    fromCity: '上海',
    toCity: '北京',
    departureTime: Date.UTC(2026, 10, 1) + day * DAY,
    arrivalTime: Date.UTC(2026, 10, 1) + day * DAY + 5 * 3_600_000,
    importStatus: 'IMPORTED',
    amount: null,
    ...overrides,
  };
}

export function contractRow(overrides: Partial<DataLinkRow> = {}): DataLinkRow {
  return {
    id: 'c1',
    name: '技术服务合同1',
    code: 'HT20260001',
    entity: {
      id: 'e-contract',
      name: '合同',
      isPrivateCar: false,
      fields: [
        { name: 'counterparty', label: '对方单位', type: 'text' },
        { name: 'executionRate', label: '执行比例', type: 'percentage' },
      ],
    },
    visibility: {
      fullVisible: false,
      staffs: [{ id: 's1', name: '韩梅梅' }],
      departments: [{ id: 'd1', name: '财务部' }],
    },
    owner: { id: 's2', name: '李雷' },
    useCount: 42,
    values: { counterparty: '远景科技', executionRate: 118 },
    ...overrides,
  };
}

export function privateCarRow(): DataLinkRow {
  return contractRow({
    id: 'car1',
    name: '沪A·12345',
    code: 'CAR-001',
    entity: {
      id: 'e-car',
      name: '私车',
      isPrivateCar: true,
      fields: [{ name: 'brand', label: '品牌', type: 'text' }],
    },
    visibility: { fullVisible: false, staffs: [{ id: 's2', name: '李雷' }], departments: [] },
    useCount: 7,
    values: { brand: '比亚迪' },
  });
}

export function progress(overrides: Partial<SupplierProgress> = {}): SupplierProgress {
  return {
    checkingState: 'CHECKING_DOING',
    invoiceState: 'NONE',
    settlementState: 'SETTLEMENT_DONE',
    supplier: { name: '远景科技', archiveType: 'HOSE_MALL', taxpayerType: 'SMALL' },
    detailValueSource: 'invoiceDetail',
    ...overrides,
  };
}
