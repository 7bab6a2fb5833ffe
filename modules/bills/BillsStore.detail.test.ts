import { HttpError } from '@shell/http';
import { BillsStore } from './BillsStore';
import { billDetail, ME } from './testing/billFixtures';
import { fakeBillsApi } from './testing/fakeBillsApi';
import { fakeBillsRoot } from './testing/fakeBillsRoot';

function newStore(flag?: unknown) {
  const api = fakeBillsApi();
  const { root, setFlag } = fakeBillsRoot(flag);
  return { api, setFlag, store: new BillsStore(root, api) };
}

describe('BillsStore display mode', () => {
  it('is LIST before flags are known', () => {
    expect(newStore().store.displayMode).toBe('LIST');
  });

  it.each([
    ['TABLE', 'TABLE'],
    ['LIST', 'LIST'],
    ['GRID', 'LIST'],
    [42, 'LIST'],
  ])('follows the tenant flag %p as %s', (flag, mode) => {
    expect(newStore(flag).store.displayMode).toBe(mode);
  });

  it('follows a live flag change until the person chooses', () => {
    const { store, setFlag } = newStore('LIST');
    setFlag('TABLE');
    expect(store.displayMode).toBe('TABLE');
    store.setDisplayMode('LIST');
    setFlag('TABLE');
    expect(store.displayMode).toBe('LIST');
  });
});

describe('BillsStore detail', () => {
  it('keeps the fetched bill by id', async () => {
    const { api, store } = newStore();
    api.getBill.mockResolvedValueOnce(billDetail());
    const loading = store.fetch('bill-1');
    expect(store.isFetchingBill('bill-1')).toBe(true);
    await loading;
    expect(store.data.get('bill-1')?.code).toBe('B2600001');
    expect(store.isFetchingBill('bill-1')).toBe(false);
  });

  it.each([
    [404, 'notFound'],
    [500, 'failed'],
  ])('reports a %i as %s', async (status, problem) => {
    const { api, store } = newStore();
    api.getBill.mockRejectedValueOnce(new HttpError({ code: 'e', message: 'm', status }));
    await store.fetch('bill-1');
    expect(store.detailErrors.get('bill-1')).toBe(problem);
  });

  it('knows who is signed in', () => {
    expect(newStore().store.currentStaffId).toBe(ME);
  });
});

describe('BillsStore staff names', () => {
  it('asks once, and again only after a failure', async () => {
    const { api, store } = newStore();
    api.listStaffNames.mockRejectedValueOnce(new Error('down'));
    await store.loadStaffNames();
    expect(store.staffName('corp:boss')).toBeNull();
    api.listStaffNames.mockResolvedValueOnce(new Map([['corp:boss', '韩梅梅']]));
    await store.loadStaffNames();
    await store.loadStaffNames();
    expect(store.staffName('corp:boss')).toBe('韩梅梅');
    expect(api.listStaffNames).toHaveBeenCalledTimes(2);
  });
});
