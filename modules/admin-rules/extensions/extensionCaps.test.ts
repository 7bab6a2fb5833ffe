import fc from 'fast-check';
import { changeCap, isOverLimit, statusOf, type ExtensionInstance } from './extensionCaps';

const limited = (usedCount: number, cap: number | null, enabled = true): ExtensionInstance => ({
  id: 'x1',
  name: '用车扩展',
  management: 'LIMITED',
  cap,
  usedCount,
  enabled,
});
const manual = (usedCount: number): ExtensionInstance => ({
  ...limited(usedCount, null),
  management: 'MANUAL',
});

describe('extension instance caps', () => {
  describe('when managed by hand', () => {
    it('follows only the admin switch, however often it was used', () => {
      expect(statusOf(manual(10_000))).toBe('enabled');
      expect(statusOf({ ...manual(0), enabled: false })).toBe('disabled');
      expect(changeCap(manual(3), 5)).toEqual({ ok: false, problem: 'notLimited', least: 3 });
    });
  });

  describe('when limited to a count', () => {
    it('stays on at its cap and turns itself off only once the uses go over it', () => {
      expect(statusOf(limited(4, 5))).toBe('enabled');
      expect(statusOf(limited(5, 5))).toBe('enabled');
      expect(statusOf(limited(6, 5))).toBe('overLimit');
      expect(statusOf(limited(6, 5, false))).toBe('disabled');
      expect(isOverLimit(limited(1, null))).toBe(false);
    });

    it('refuses a cap below the count already used, and a cap that is not a whole number', () => {
      expect(changeCap(limited(7, 10), 6)).toEqual({ ok: false, problem: 'belowUsed', least: 7 });
      expect(changeCap(limited(0, 10), 2.5)).toMatchObject({
        ok: false,
        problem: 'notWholeNumber',
      });
      expect(changeCap(limited(0, 10), -1)).toMatchObject({ ok: false, problem: 'notWholeNumber' });
    });

    it('comes back by itself when the cap is raised over the uses', () => {
      const stopped = limited(6, 5);
      const raised = changeCap(stopped, 8);
      expect(raised.ok && statusOf(raised.instance)).toBe('enabled');
    });

    it('never holds a cap below its used count after any accepted change', () => {
      fc.assert(
        fc.property(fc.nat(1000), fc.integer({ min: -5, max: 1000 }), (used, cap) => {
          const change = changeCap(limited(used, used), cap);
          return change.ok ? (change.instance.cap ?? 0) >= used : cap < used || cap < 0;
        }),
      );
    });
  });
});
