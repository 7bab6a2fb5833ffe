import { rawEntry, rawUtil as util, validateForTest as validate } from './testing/registryEntry';

describe('validateRegistry rootPath and bundleUrl', () => {
  describe('when a non-application entry has a null or empty rootPath', () => {
    it.each([null, ''])('keeps it as having none (%p)', (rootPath) => {
      const { kept, warnings } = validate([rawEntry(), util('pdf', { rootPath })]);
      expect(kept).toEqual(['bills', 'pdf']);
      expect(warnings).toEqual([]);
    });
  });

  describe('when an APPLICATION has no rootPath', () => {
    it.each([null, ''])('treats %p as none', (rootPath) => {
      const { kept } = validate([rawEntry(), rawEntry({ name: 'print', uuid: 'p', rootPath })]);
      expect(kept).toEqual(['bills']);
    });

    it('drops it with a warning naming the entry', () => {
      const { kept, warnings } = validate([
        rawEntry(),
        rawEntry({ name: 'print', uuid: 'p', rootPath: undefined }),
      ]);
      expect(kept).toEqual(['bills']);
      expect(warnings).toEqual([
        'Micro-app registry entry #1 "print" dropped: an APPLICATION has no rootPath',
      ]);
    });
  });

  describe("when a rootPath does not start with '/'", () => {
    it.each(['bills', ' /bills', 3, {}])('drops the entry whatever its type (%p)', (rootPath) => {
      const { kept, warnings } = validate([
        rawEntry(),
        util('frame', { type: 'IFRAME', rootPath }),
      ]);
      expect(kept).toEqual(['bills']);
      expect(warnings[0]).toContain("rootPath does not start with '/'");
    });
  });

  describe('when the bundleUrl is not an http(s) URL', () => {
    it.each(['javascript:alert(1)', 'data:text/javascript,1', 'http://[bad'])(
      'drops the entry (%p)',
      (bundleUrl) => {
        const { kept, warnings } = validate([rawEntry(), util('pdf', { bundleUrl })]);
        expect(kept).toEqual(['bills']);
        expect(warnings[0]).toContain('bundleUrl is not an http(s) URL');
      },
    );

    it('keeps a URL relative to the page', () => {
      expect(validate([rawEntry({ bundleUrl: '/bundles/bills.js' })]).kept).toEqual(['bills']);
    });
  });
});
