import type { MicroAppStatus } from './MicroAppStatus';
import { autorun } from 'mobx';
import { storeWithTwoApps } from './testing/storeWithTwoApps';

const setup = storeWithTwoApps;

describe('MicroAppStore reports', () => {
  describe('when an app breaks', () => {
    it('lists it as broken with its last error', () => {
      const { store, walk, at } = setup();
      walk('approval', [
        'LOADING_SOURCE_CODE',
        'NOT_BOOTSTRAPPED',
        'BOOTSTRAPPING',
        'SKIP_BECAUSE_BROKEN',
      ]);
      store.recordError(
        'approval',
        new Error("application 'approval' died in status BOOTSTRAPPING"),
      );
      expect(store.broken.map((app) => app.descriptor.name)).toEqual(['approval']);
      expect(store.get('approval')).toMatchObject({
        lastError: "application 'approval' died in status BOOTSTRAPPING",
        lastErrorAt: at(),
      });
    });

    it('keeps a thrown non-error readable and bounded', () => {
      const { store } = setup();
      store.recordError('bills', 'x'.repeat(2000));
      expect(store.get('bills')?.lastError).toHaveLength(501);
    });
  });

  describe('when a report repeats the status or names nothing known', () => {
    it('changes nothing', () => {
      const { store, walk } = setup();
      walk('bills', ['LOADING_SOURCE_CODE', 'LOADING_SOURCE_CODE']);
      expect(store.get('bills')).toMatchObject({ attempts: 1, loadStartedAt: 10_100 });
      store.setStatus('ghost', 'MOUNTED');
      store.setStatus('bills', 'WHATEVER' as MicroAppStatus);
      store.recordError('ghost', new Error('x'));
      expect(store.get('bills')?.status).toBe('LOADING_SOURCE_CODE');
      expect(store.get('ghost')).toBeUndefined();
    });
  });

  describe('when observed', () => {
    it('notifies observers of status changes', () => {
      const { store } = setup();
      const seen: string[] = [];
      const dispose = autorun(() =>
        seen.push(store.mounted.map((app) => app.descriptor.name).join()),
      );
      store.setStatus('bills', 'MOUNTED');
      dispose();
      expect(seen).toEqual(['', 'bills']);
    });
  });

  describe('syncFromSingleSpa', () => {
    it("copies single-spa's statuses for known apps in one batch", () => {
      const { store } = setup();
      const statuses: Record<string, string | null> = {
        bills: 'MOUNTED',
        approval: 'LOAD_ERROR',
        stranger: 'MOUNTED',
        odd: 'NOT_A_STATUS',
      };
      const runs: number[] = [];
      const dispose = autorun(() =>
        runs.push(store.apps.filter((a) => a.status !== 'NOT_LOADED').length),
      );
      store.syncFromSingleSpa(
        () => Object.keys(statuses),
        (name) => statuses[name] ?? null,
        42,
      );
      dispose();
      expect(store.get('bills')).toMatchObject({ status: 'MOUNTED', mountedAt: 42 });
      expect(store.get('approval')?.status).toBe('LOAD_ERROR');
      expect(runs).toEqual([0, 2]);
    });

    it('is idempotent when called again with the same statuses', () => {
      const { store } = setup();
      const read = () => ['bills'];
      store.syncFromSingleSpa(read, () => 'MOUNTED', 1);
      store.syncFromSingleSpa(read, () => 'MOUNTED', 2);
      expect(store.get('bills')).toMatchObject({ attempts: 1, mountedAt: 1 });
    });
  });
});
