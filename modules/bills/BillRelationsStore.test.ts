import { BillRelationsStore } from './BillRelationsStore';
import { fakeBillsApi } from './testing/fakeBillsApi';
import { contractRow, progress, trip } from './testing/relationFixtures';

function storeWithTrips() {
  const api = fakeBillsApi();
  api.getTrips.mockResolvedValue([
    trip('a', 1, { importStatus: 'IMPORTED' }),
    trip('b', 3, { importStatus: 'NOTIMPORTED' }),
  ]);
  api.getDataLinks.mockResolvedValue([contractRow()]);
  api.getSupplierProgress.mockResolvedValue(progress());
  return { api, store: new BillRelationsStore(api) };
}

describe('BillRelationsStore', () => {
  describe('when a reconciliation bill loads', () => {
    it('holds its trips latest first, its data links and its progress', async () => {
      const { api, store } = storeWithTrips();
      await store.fetch('b1', 'reconciliation');
      expect(store.visibleTrips('b1')?.map((each) => each.id)).toEqual(['b', 'a']);
      expect(store.dataLinks.get('b1')).toHaveLength(1);
      expect(store.progress.get('b1')?.checkingState).toBe('CHECKING_DOING');
      expect(api.getDataLinks).toHaveBeenCalledWith('b1', { hideUseCount: false });
      expect(store.isFetching('b1')).toBe(false);
    });
  });

  describe('when the bill is not a supplier bill', () => {
    it('does not ask for progress', async () => {
      const { api, store } = storeWithTrips();
      await store.fetch('b1', 'expense');
      expect(api.getSupplierProgress).not.toHaveBeenCalled();
      expect(store.progress.get('b1')).toBeNull();
    });
  });

  describe('when the import filter changes', () => {
    it('shows only trips of that status, per bill', async () => {
      const { store } = storeWithTrips();
      await store.fetch('b1', 'expense');
      store.setTripFilter('b1', 'IMPORTED');
      expect(store.visibleTrips('b1')?.map((each) => each.id)).toEqual(['a']);
      expect(store.tripFilterOf('b2')).toBe('ALL');
    });
  });

  describe('when one list fails', () => {
    it('keeps the others and remembers which failed', async () => {
      const { api, store } = storeWithTrips();
      api.getTrips.mockRejectedValue(new Error('down'));
      await store.fetch('b1', 'expense');
      expect(store.failed('b1', 'trips')).toBe(true);
      expect(store.failed('b1', 'dataLinks')).toBe(false);
      expect(store.visibleTrips('b1')).toBeNull();
      expect(store.dataLinks.get('b1')).toHaveLength(1);
    });
  });

  describe('when the view asks to hide the use count', () => {
    it('asks the server to leave it out', async () => {
      const { api, store } = storeWithTrips();
      store.setViewOptions({ hideUseCount: true });
      await store.fetch('b1', 'expense');
      expect(api.getDataLinks).toHaveBeenCalledWith('b1', { hideUseCount: true });
      expect(store.viewOptions.hidePrivateCarFields).toBe(true);
    });

    it('reads the data links again when the person switches the counts off and on', async () => {
      const { api, store } = storeWithTrips();
      await store.fetch('b1', 'expense');
      await store.setHideUseCount('b1', true);
      expect(api.getDataLinks).toHaveBeenLastCalledWith('b1', { hideUseCount: true });
      await store.setHideUseCount('b1', false);
      expect(api.getDataLinks).toHaveBeenLastCalledWith('b1', { hideUseCount: false });
      expect(store.viewOptions.hideUseCount).toBe(false);
      expect(store.isFetching('b1')).toBe(false);
    });

    it('says the data links failed when the new read fails, and clears it on the next success', async () => {
      const { api, store } = storeWithTrips();
      api.getDataLinks.mockRejectedValueOnce(new Error('down'));
      await store.setHideUseCount('b1', true);
      expect(store.failed('b1', 'dataLinks')).toBe(true);
      await store.setHideUseCount('b1', true);
      expect(store.failed('b1', 'dataLinks')).toBe(false);
    });
  });
});
