import type { BillsApi, DraftForm } from '../api';
import type { FeeTypeInfo } from '../lines/feeTypeCatalog';
import type { BillSpecification } from '../models/parseSpecification';
import type { DataLinkRow, SupplierProgress, Trip } from '../relationTypes';
import type { BacklogTask, BillDetail, BillSummary, ListPage } from '../types';

const unscripted = (what: string) => () => Promise.reject(new Error(`no ${what} scripted`));

/** A BillsApi whose answers a test scripts; every call is recorded (no axios mocking). */
export function fakeBillsApi() {
  const empty = <T>(): Promise<ListPage<T>> => Promise.resolve({ items: [], count: 0 });
  return {
    searchMyBills: jest.fn<Promise<ListPage<BillSummary>>, Parameters<BillsApi['searchMyBills']>>(
      () => empty(),
    ),
    searchBacklog: jest.fn<Promise<ListPage<BacklogTask>>, Parameters<BillsApi['searchBacklog']>>(
      () => empty(),
    ),
    getBill: jest.fn<ReturnType<BillsApi['getBill']>, [string]>(unscripted('bill')),
    listStaffNames: jest.fn(() => Promise.resolve(new Map<string, string>())),
    downloadAttachment: jest.fn<Promise<Blob>, [string]>(() => Promise.resolve(new Blob(['x']))),
    getSpecifications: jest.fn<Promise<BillSpecification[]>, []>(() => Promise.resolve([])),
    getSpecification: jest.fn<Promise<BillSpecification | null>, [string]>(() =>
      Promise.resolve(null),
    ),
    createDraft: jest.fn<Promise<BillDetail>, [DraftForm]>(unscripted('draft')),
    updateDraft: jest.fn<Promise<BillDetail>, [string, DraftForm]>(unscripted('update')),
    submit: jest.fn<Promise<BillDetail>, [string]>(unscripted('submit')),
    retract: jest.fn<Promise<BillDetail>, [string]>(unscripted('retract')),
    copy: jest.fn<Promise<BillDetail>, [string]>(unscripted('copy')),
    deleteDraft: jest.fn<Promise<void>, [string]>(() => Promise.resolve()),
    getFeeTypes: jest.fn<Promise<FeeTypeInfo[]>, Parameters<BillsApi['getFeeTypes']>>(() =>
      Promise.resolve([]),
    ),
    getTrips: jest.fn<Promise<Trip[]>, Parameters<BillsApi['getTrips']>>(() => Promise.resolve([])),
    getDataLinks: jest.fn<Promise<DataLinkRow[]>, Parameters<BillsApi['getDataLinks']>>(() =>
      Promise.resolve([]),
    ),
    getSupplierProgress: jest.fn<Promise<SupplierProgress | null>, [string]>(() =>
      Promise.resolve(null),
    ),
  };
}

export type FakeBillsApi = ReturnType<typeof fakeBillsApi>;
