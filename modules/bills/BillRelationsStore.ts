import { makeAutoObservable } from 'mobx';
import type { DataLinkViewOptions } from './models/dataLinkView';
import { tripsToShow, type TripFilter } from './models/tripsToShow';
import type { BillRelationsApi } from './relationsApi';
import type { DataLinkRow, SupplierProgress, Trip } from './relationTypes';
import { runInNamedAction } from './runInNamedAction';
import type { BillFormType } from './types';

export type RelationKind = 'trips' | 'dataLinks' | 'progress';

/** Only these bill types carry the supplier axes (spec issue "supplier bills"). */
const SUPPLIER_TYPES: ReadonlySet<BillFormType> = new Set(['reconciliation', 'settlement']);

/** The lists a bill detail shows beside the bill: trips, data links, supplier progress. */
export class BillRelationsStore {
  trips = new Map<string, Trip[]>();
  dataLinks = new Map<string, DataLinkRow[]>();
  progress = new Map<string, SupplierProgress | null>();
  tripFilters = new Map<string, TripFilter>();
  /** Per bill, the lists that failed to load; each section says so on its own. */
  failures = new Map<string, RelationKind[]>();
  fetching = new Set<string>();
  /** The detail hides private-car fields; the use count shows unless a view asks otherwise. */
  viewOptions: DataLinkViewOptions = { hidePrivateCarFields: true, hideUseCount: false };

  constructor(private readonly api: BillRelationsApi) {
    makeAutoObservable<BillRelationsStore, 'api'>(this, { api: false });
  }

  isFetching(billId: string): boolean {
    return this.fetching.has(billId);
  }

  failed(billId: string, kind: RelationKind): boolean {
    return this.failures.get(billId)?.includes(kind) ?? false;
  }

  tripFilterOf(billId: string): TripFilter {
    return this.tripFilters.get(billId) ?? 'ALL';
  }

  setTripFilter(billId: string, filter: TripFilter): void {
    this.tripFilters.set(billId, filter);
  }

  /** null until loaded. */
  visibleTrips(billId: string): Trip[] | null {
    const trips = this.trips.get(billId);
    return trips ? tripsToShow(trips, this.tripFilterOf(billId)) : null;
  }

  setViewOptions(options: Partial<DataLinkViewOptions>): void {
    this.viewOptions = { ...this.viewOptions, ...options };
  }

  /** The person's choice (docs/bills-and-workflow.md "on request"): the list is read again with or without counts. */
  async setHideUseCount(billId: string, hide: boolean): Promise<void> {
    this.setViewOptions({ hideUseCount: hide });
    this.fetching.add(billId);
    try {
      const links = await this.api.getDataLinks(billId, { hideUseCount: hide });
      runInNamedAction('BillRelationsStore#setHideUseCount', () => {
        this.dataLinks.set(billId, links);
        const others = (this.failures.get(billId) ?? []).filter((kind) => kind !== 'dataLinks');
        if (others.length > 0) this.failures.set(billId, others);
        else this.failures.delete(billId);
      });
    } catch {
      runInNamedAction('BillRelationsStore#setHideUseCount failed', () => {
        const failed = this.failures.get(billId) ?? [];
        if (!failed.includes('dataLinks')) this.failures.set(billId, [...failed, 'dataLinks']);
      });
    } finally {
      runInNamedAction('BillRelationsStore#useCountSettled', () => this.fetching.delete(billId));
    }
  }

  async fetch(billId: string, formType: BillFormType | null): Promise<void> {
    this.fetching.add(billId);
    this.failures.delete(billId);
    const supplier = formType !== null && SUPPLIER_TYPES.has(formType);
    const hideUseCount = this.viewOptions.hideUseCount;
    try {
      const [trips, links, progress] = await Promise.allSettled([
        this.api.getTrips(billId),
        this.api.getDataLinks(billId, { hideUseCount }),
        supplier ? this.api.getSupplierProgress(billId) : Promise.resolve(null),
      ]);
      runInNamedAction('BillRelationsStore#fetch', () => {
        const failed: RelationKind[] = [];
        if (trips.status === 'fulfilled') this.trips.set(billId, trips.value);
        else failed.push('trips');
        if (links.status === 'fulfilled') this.dataLinks.set(billId, links.value);
        else failed.push('dataLinks');
        if (progress.status === 'fulfilled') this.progress.set(billId, progress.value);
        else failed.push('progress');
        if (failed.length > 0) this.failures.set(billId, failed);
      });
    } finally {
      runInNamedAction('BillRelationsStore#settled', () => this.fetching.delete(billId));
    }
  }
}
