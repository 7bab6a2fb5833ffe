import type { ListQueryBody } from '@shell/query';
import type { ListPage, LoadOptions } from '@shell/store';
import type { ApprovalApi } from '../api';
import type { ApprovalTask } from '../types';
import { approvalBill } from './approvalFixtures';

/** Every call a jest mock answering a plausible value; tests override what they are about. */
export function fakeApprovalApi() {
  const api = {
    getBill: jest.fn(async (id: string) => approvalBill({ id })),
    searchBacklog: jest.fn(
      async (_body: ListQueryBody, _options?: LoadOptions): Promise<ListPage<ApprovalTask>> => ({
        items: [],
        count: 0,
      }),
    ),
    approve: jest.fn(async (id: string) => approvalBill({ id, actions: [] })),
    bulkAgree: jest.fn(async (ids: readonly string[]) =>
      ids.map((id) => ({ id, ok: true, message: '' })),
    ),
    pay: jest.fn(async (id: string) =>
      approvalBill({ id, state: 'paying', actions: ['payResult'] }),
    ),
    paymentResult: jest.fn(async (id: string) =>
      approvalBill({ id, state: 'paid', actions: ['archive'] }),
    ),
    archive: jest.fn(async (id: string) => approvalBill({ id, state: 'archived', actions: [] })),
    listStaffNames: jest.fn(async () => new Map([['corp:manager', '王经理']])),
    getBillBlocks: jest.fn(async (_specificationId: string): Promise<unknown> => null),
  } satisfies ApprovalApi;
  return api;
}

export type FakeApprovalApi = ReturnType<typeof fakeApprovalApi>;
