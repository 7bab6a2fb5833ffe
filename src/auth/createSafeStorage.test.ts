import { browserLocalStorage, createSafeStorage } from './createSafeStorage';
import { createMemoryStorage } from './testing/memoryStorage';

describe('createSafeStorage', () => {
  describe('when storage works', () => {
    it('reads, writes and removes through it', () => {
      const backing = createMemoryStorage();
      const safe = createSafeStorage(backing);
      safe.setItem('k', 'v');
      expect(backing.items.get('k')).toBe('v');
      expect(safe.getItem('k')).toBe('v');
      safe.removeItem('k');
      expect(safe.getItem('k')).toBeNull();
    });
  });

  describe('when every storage call throws', () => {
    it('never throws and keeps written values for this page', () => {
      const backing = createMemoryStorage({ k: 'old' });
      backing.broken = true;
      const safe = createSafeStorage(backing);
      expect(safe.getItem('k')).toBeNull();
      expect(() => safe.setItem('k', 'v')).not.toThrow();
      expect(safe.getItem('k')).toBe('v');
      expect(() => safe.removeItem('k')).not.toThrow();
      expect(safe.getItem('k')).toBeNull();
    });
  });

  describe('when storage is full', () => {
    it('keeps the newest value in memory instead of the stale stored one', () => {
      const backing = createMemoryStorage({ k: 'stale' });
      backing.full = true;
      const safe = createSafeStorage(backing);
      safe.setItem('k', 'fresh');
      expect(safe.getItem('k')).toBe('fresh');
    });

    it('writes through again once there is room', () => {
      const backing = createMemoryStorage();
      backing.full = true;
      const safe = createSafeStorage(backing);
      safe.setItem('k', 'a');
      backing.full = false;
      safe.setItem('k', 'b');
      expect(backing.items.get('k')).toBe('b');
      backing.items.set('k', 'c');
      expect(safe.getItem('k')).toBe('c');
    });
  });

  describe('when there is no storage at all', () => {
    it('works from memory', () => {
      const safe = createSafeStorage(undefined);
      safe.setItem('k', 'v');
      expect(safe.getItem('k')).toBe('v');
    });
  });

  describe('browserLocalStorage', () => {
    it('returns the page storage when it is reachable', () => {
      expect(browserLocalStorage()).toBe(window.localStorage);
    });
  });
});
