import type { BillsApi } from '../api';
import type { BacklogTask, BillSummary, ListPage } from '../types';

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
    getBill: jest.fn<ReturnType<BillsApi['getBill']>, [string]>(() =>
      Promise.reject(new Error('no bill scripted')),
    ),
    listStaffNames: jest.fn(() => Promise.resolve(new Map<string, string>())),
    downloadAttachment: jest.fn<Promise<Blob>, [string]>(() => Promise.resolve(new Blob(['x']))),
  };
}

export type FakeBillsApi = ReturnType<typeof fakeBillsApi>;
