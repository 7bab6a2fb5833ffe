import type { RootStore } from '@shell/store';
import { BACKLOG_PREFETCH_MAX_AGE_MS, BacklogStore } from './BacklogStore';
import { approvalModule } from './index';
import { fakeApprovalApi } from './testing/fakeApprovalApi';
import type { ApprovalTask } from './types';

const task: ApprovalTask = {
  id: 't1',
  billId: 'b1',
  state: 'APPROVING',
  nodeName: '经理审批',
  createTime: 1,
  code: 'B1',
  title: '差旅',
  submitterName: '李',
  expenseMoney: null,
};

describe('the backlog read ahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is what the backlog shows when opened soon after, with no second call', async () => {
    const api = fakeApprovalApi();
    api.searchBacklog.mockResolvedValue({ items: [task], count: 1 });
    const backlog = new BacklogStore(api);
    await backlog.prefetch(new URLSearchParams());
    backlog.shown();
    expect(backlog.isLoaded).toBe(true);
    expect(backlog.orderedData).toHaveLength(1);
    expect(api.searchBacklog).toHaveBeenCalledTimes(1);
  });

  it('is read again when the backlog is opened more than 30 s after its answer', async () => {
    const api = fakeApprovalApi();
    const backlog = new BacklogStore(api);
    await backlog.prefetch(new URLSearchParams());
    jest.advanceTimersByTime(BACKLOG_PREFETCH_MAX_AGE_MS);
    expect(backlog.isLoaded).toBe(false);
    await backlog.prefetch(new URLSearchParams('state=PAYING'));
    expect(api.searchBacklog).toHaveBeenCalledTimes(2);
    expect(api.searchBacklog.mock.calls[1][0]).toMatchObject({ filterBy: 'state == "PAYING"' });
  });

  it('is asked for by the module only for a link to the backlog, not to a bill', () => {
    const prefetch = jest.fn(async (_params: URLSearchParams) => undefined);
    const root = { getStore: () => ({ backlog: { prefetch } }) } as unknown as RootStore;
    approvalModule.prefetch?.(root, { pathname: '/approval/bills/b1', search: '' });
    approvalModule.prefetch?.(root, { pathname: '/approval/', search: '?state=PAYING' });
    expect(prefetch.mock.calls.map(([params]) => params.toString())).toEqual(['state=PAYING']);
  });
});
