import type { Money } from '@shell/money';
import type {
  CheckingState,
  DetailValueSource,
  ImportStatus,
  InvoiceState,
  SettlementState,
  SupplierArchiveType,
  TaxpayerType,
  TripMeans,
  TripSupplierArchiveType,
} from './models/billEnumerations';
import type { StaffRef } from './types';

/** One trip order of a bill (Trip lists (docs/bills-and-workflow.md)). */
export interface Trip {
  id: string;
  tripMeans: TripMeans | null;
  supplierArchiveType: TripSupplierArchiveType | null;
  fromCity: string;
  toCity: string;
  /** ms epoch. */
  departureTime: number;
  arrivalTime: number;
  importStatus: ImportStatus | null;
  amount: Money | null;
}

/** A value column of a data-link entity; `percentage` is shown red above 100 (docs/bills-and-workflow.md). */
export interface DataLinkField {
  name: string;
  label: string;
  type: string;
}

/** Data-link list (docs/bills-and-workflow.md): one record, with its entity (the type) and its people. */
export interface DataLinkRow {
  id: string;
  name: string;
  code: string;
  entity: { id: string; name: string; isPrivateCar: boolean; fields: DataLinkField[] };
  /** Everyone, or the staff and departments named (docs/bills-and-workflow.md "Visibility": all or part). */
  visibility: { fullVisible: boolean; staffs: StaffRef[]; departments: StaffRef[] };
  owner: StaffRef | null;
  /** null when the answer left it out. */
  useCount: number | null;
  values: Record<string, string | number | boolean>;
}

/** The three progress axes of a reconciliation or settlement bill (docs/bills-and-workflow.md). */
export interface SupplierProgress {
  checkingState: CheckingState | null;
  invoiceState: InvoiceState | null;
  settlementState: SettlementState | null;
  supplier: {
    name: string;
    archiveType: SupplierArchiveType | null;
    taxpayerType: TaxpayerType | null;
  };
  detailValueSource: DetailValueSource | null;
}
