import * as singleSpa from 'single-spa';
import { isMicroAppStatus, MICRO_APP_STATUSES } from './MicroAppStatus';

describe('MICRO_APP_STATUSES', () => {
  describe('compared with single-spa 6', () => {
    it('lists exactly the statuses single-spa exports, UNLOADING included', () => {
      const exported = [
        singleSpa.NOT_LOADED,
        singleSpa.LOADING_SOURCE_CODE,
        singleSpa.NOT_BOOTSTRAPPED,
        singleSpa.BOOTSTRAPPING,
        singleSpa.NOT_MOUNTED,
        singleSpa.MOUNTING,
        singleSpa.MOUNTED,
        singleSpa.UPDATING,
        singleSpa.UNMOUNTING,
        singleSpa.UNLOADING,
        singleSpa.LOAD_ERROR,
        singleSpa.SKIP_BECAUSE_BROKEN,
      ];
      expect([...MICRO_APP_STATUSES].sort()).toEqual([...exported].sort());
    });
  });

  describe('isMicroAppStatus', () => {
    it('accepts only the exact spellings', () => {
      expect(isMicroAppStatus('MOUNTED')).toBe(true);
      expect(isMicroAppStatus('mounted')).toBe(false);
      expect(isMicroAppStatus(null)).toBe(false);
    });
  });
});
