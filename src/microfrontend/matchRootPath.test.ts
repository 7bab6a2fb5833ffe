import fc from 'fast-check';
import { isActiveFor, pickActiveApp } from './matchRootPath';

describe('isActiveFor', () => {
  describe('when the path is inside the rootPath by whole segments', () => {
    it.each(['/bills', '/bills/', '/bills/1', '/bills/1/edit'])('matches %p', (pathname) => {
      expect(isActiveFor('/bills', pathname)).toBe(true);
    });
  });

  describe('when the path only shares a prefix of text', () => {
    it.each(['/billsx', '/bill', '/', '/approval/bills', ''])('does not match %p', (pathname) => {
      expect(isActiveFor('/bills', pathname)).toBe(false);
    });
  });

  describe('when the case differs', () => {
    it('does not match, since routes are case-sensitive', () => {
      expect(isActiveFor('/bills', '/Bills')).toBe(false);
      expect(isActiveFor('/Bills', '/bills')).toBe(false);
    });
  });

  describe('when the rootPath ends with slashes', () => {
    it('ignores them', () => {
      expect(isActiveFor('/bills/', '/bills')).toBe(true);
      expect(isActiveFor('/bills//', '/bills/1')).toBe(true);
      expect(isActiveFor('/bills/', '/billsx')).toBe(false);
    });
  });

  describe("when the rootPath is '/'", () => {
    it.each(['/', '/bills', '/anything/at/all', ''])('matches everything (%p)', (pathname) => {
      expect(isActiveFor('/', pathname)).toBe(true);
      expect(isActiveFor('//', pathname)).toBe(true);
    });
  });

  describe('when the rootPath has several segments', () => {
    it('matches only below all of them', () => {
      expect(isActiveFor('/bills/print', '/bills/print/3')).toBe(true);
      expect(isActiveFor('/bills/print', '/bills/printer')).toBe(false);
      expect(isActiveFor('/bills/print', '/bills')).toBe(false);
    });
  });

  describe('when given values that are not text', () => {
    it('does not match rather than throw', () => {
      expect(isActiveFor(undefined as never, '/bills')).toBe(false);
      expect(isActiveFor('/bills', null as never)).toBe(false);
    });
  });

  describe('for any segments', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,6}$/);
    it('matches exactly when the path starts with all the root segments', () => {
      fc.assert(
        fc.property(
          fc.array(segment, { maxLength: 3 }),
          fc.array(segment, { maxLength: 4 }),
          (root, path) => {
            const expected = root.every((part, index) => path[index] === part);
            expect(isActiveFor(`/${root.join('/')}`, `/${path.join('/')}`)).toBe(expected);
          },
        ),
      );
    });
  });
});

describe('pickActiveApp', () => {
  const home = { name: 'home', rootPath: '/' };
  const bills = { name: 'bills', rootPath: '/bills' };
  const print = { name: 'print', rootPath: '/bills/print/' };
  const util: { name: string; rootPath?: string } = { name: 'pdf' };

  describe('when several rootPaths match', () => {
    it('picks the longest, whatever the list order', () => {
      expect(pickActiveApp([home, bills, print], '/bills/print/7')?.name).toBe('print');
      expect(pickActiveApp([print, bills, home], '/bills/print/7')?.name).toBe('print');
      expect(pickActiveApp([print, home, bills], '/bills/7')?.name).toBe('bills');
    });

    it('keeps the earlier app when two rootPaths are the same', () => {
      const other = { name: 'other', rootPath: '/bills/' };
      expect(pickActiveApp([bills, other], '/bills')?.name).toBe('bills');
      expect(pickActiveApp([other, bills], '/bills')?.name).toBe('other');
    });
  });

  describe('when only the root app matches', () => {
    it('picks it', () => {
      expect(pickActiveApp([util, bills, home], '/billsx')?.name).toBe('home');
    });
  });

  describe('when nothing matches', () => {
    it('returns undefined, and apps without a rootPath never match', () => {
      expect(pickActiveApp([util, bills], '/approval')).toBeUndefined();
      expect(pickActiveApp([], '/')).toBeUndefined();
    });
  });
});
