import { OrganizationStore } from './OrganizationStore';
import type { Department, StaffChoice } from './types';

const never = () => new Promise<never>(() => undefined);

function newStore() {
  const clock = { now: 0 };
  const api = {
    getDepartments: jest.fn<Promise<Department[]>, []>(async () => []),
    getActiveStaffs: jest.fn<Promise<StaffChoice[]>, []>(async () => []),
  };
  return { api, clock, store: new OrganizationStore(api, () => clock.now) };
}

describe('OrganizationStore', () => {
  it('asks once when two pages want the pickers’ lists at the same moment', async () => {
    const { api, store } = newStore();
    await Promise.all([store.fetch(), store.fetch()]);
    await store.fetch();
    expect(api.getDepartments).toHaveBeenCalledTimes(1);
    expect([store.isLoaded, store.isFetching]).toEqual([true, false]);
  });

  it('asks again when a page opens after a read that never answered', async () => {
    const { api, clock, store } = newStore();
    api.getDepartments.mockImplementationOnce(never);
    void store.fetch();
    clock.now = 1000;
    await store.fetch();
    expect(api.getDepartments).toHaveBeenCalledTimes(2);
    expect([store.isLoaded, store.isFetching]).toEqual([true, false]);
  });

  it('shows no failure for an older read that fails while a newer one is on its way', async () => {
    const { api, clock, store } = newStore();
    let failOld: (error: Error) => void = () => undefined;
    api.getDepartments.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (failOld = reject)),
    );
    const old = store.fetch();
    clock.now = 5000;
    api.getDepartments.mockImplementationOnce(never);
    void store.fetch();
    failOld(new Error('503'));
    await old;
    expect([store.isFetching, store.failed]).toEqual([true, false]);
  });
});
