import { parse } from '@contracts/core/parse';
import { resourcesAnswerSchema } from '@contracts/resources/resource';
import type { HttpClient } from '@shell/http';
import { createStoreRef } from '@shell/store';
import type { Resource } from '@shell/ui';
import { makeAutoObservable } from 'mobx';
import { runInNamedAction } from './runInNamedAction';

/** The lab's address for a bill's resources (mocks-server/thirdParty/README.md). */
const resourcesPath = (billId: string) => `/v1/flow/flows/${encodeURIComponent(billId)}/resources`;

/** The third-party resources the server returns for each bill (a taxi order, a trip panel). */
export class BillResourcesStore {
  readonly lists = new Map<string, Resource[]>();
  readonly failed = new Set<string>();

  constructor(private readonly load: (billId: string) => Promise<Resource[]>) {
    makeAutoObservable<BillResourcesStore, 'load'>(this, { load: false });
  }

  async fetch(billId: string): Promise<void> {
    this.failed.delete(billId);
    try {
      const list = await this.load(billId);
      runInNamedAction('BillResourcesStore#fetch', () => this.lists.set(billId, list));
    } catch {
      runInNamedAction('BillResourcesStore#failed', () => this.failed.add(billId));
    }
  }
}

export function createBillResourcesStore(http: HttpClient): BillResourcesStore {
  return new BillResourcesStore(async (billId) => {
    const { data } = await http.axios.get<unknown>(resourcesPath(billId));
    return parse(resourcesAnswerSchema, data);
  });
}

export const billResourcesStoreRef = createStoreRef<BillResourcesStore>('bills.resources');
