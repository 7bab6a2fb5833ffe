import { HttpError } from '@shell/http';
import { BillSpecificationsStore } from './BillSpecificationsStore';
import { fakeBillsApi } from './testing/fakeBillsApi';
import { specification } from './testing/specFixtures';

function newStore() {
  const api = fakeBillsApi();
  const clock = { now: 0 };
  return { api, clock, store: new BillSpecificationsStore(api, () => clock.now) };
}

const never = () => new Promise<never>(() => undefined);

describe('BillSpecificationsStore', () => {
  it('offers the active specifications in the server’s order', async () => {
    const { api, store } = newStore();
    api.getSpecifications.mockResolvedValue([
      specification({ id: 'b', name: '差旅报销单' }),
      specification({ id: 'a' }),
    ]);
    await store.fetchPage();
    expect(store.orderedData.map((spec) => spec.id)).toEqual(['b', 'a']);
    expect([store.isLoaded, store.isFetching, store.error]).toEqual([true, false, null]);
  });

  it('asks once when the list page and the form both want the bill types', async () => {
    const { api, store } = newStore();
    api.getSpecifications.mockResolvedValue([specification({ id: 'a' })]);
    const first = store.ensureLoaded();
    const second = store.ensureLoaded();
    await Promise.all([first, second]);
    await store.ensureLoaded();
    expect(api.getSpecifications).toHaveBeenCalledTimes(1);
    expect(store.orderedData.map((spec) => spec.id)).toEqual(['a']);
  });

  it('asks again when a screen opens after a read that never answered, and keeps the newer answer', async () => {
    const { api, clock, store } = newStore();
    api.getSpecifications.mockImplementationOnce(never);
    void store.ensureLoaded();
    clock.now = 1000;
    api.getSpecifications.mockResolvedValueOnce([specification({ id: 'a' })]);
    await store.ensureLoaded();
    expect(api.getSpecifications).toHaveBeenCalledTimes(2);
    expect([store.isLoaded, store.isFetching]).toEqual([true, false]);
  });

  it('shows no error for an older read that fails while a newer one is on its way', async () => {
    const { api, clock, store } = newStore();
    let failOld: (error: Error) => void = () => undefined;
    api.getSpecifications.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (failOld = reject)),
    );
    const old = store.ensureLoaded();
    clock.now = 5000;
    api.getSpecifications.mockImplementationOnce(never);
    void store.ensureLoaded();
    failOld(new HttpError({ code: 'x', message: 'm', status: 500 }));
    await old;
    expect([store.isFetching, store.error]).toEqual([true, null]);
  });

  it('keeps a failed load for a retry', async () => {
    const { api, store } = newStore();
    api.getSpecifications.mockRejectedValue(
      new HttpError({ code: 'x', message: 'm', status: 500 }),
    );
    await store.fetchPage();
    expect([store.isLoaded, store.error]).toEqual([false, 'failed']);
  });

  it('looks a version up once, and remembers one the server does not know', async () => {
    const { api, store } = newStore();
    api.getSpecification.mockImplementation(async (id) =>
      id === 'old' ? specification({ id: 'old', active: false }) : null,
    );
    await store.fetch('old');
    await store.fetch('old');
    await store.fetch('gone');
    expect(api.getSpecification).toHaveBeenCalledTimes(2);
    expect(store.data.get('old')?.active).toBe(false);
    expect([store.lookups.get('old'), store.lookups.get('gone')]).toEqual(['found', 'notFound']);
  });
});
