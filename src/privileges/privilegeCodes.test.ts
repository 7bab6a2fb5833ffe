import { isMenuEntryAllowed, PRIVILEGE_CODES, privilegeOfParams } from './privilegeCodes';
import { privilegeMessages } from './privilegeMessages';

describe('the admin privileges', () => {
  it('are the 17 codes of the spec, each with a meaning in both locales', () => {
    expect(PRIVILEGE_CODES).toHaveLength(17);
    for (const code of PRIVILEGE_CODES) {
      expect(privilegeMessages['zh-CN'].meaning[code]).toBeTruthy();
      expect(privilegeMessages['en-US'].meaning[code]).toBeTruthy();
    }
    expect(privilegeMessages['en-US'].meaning.CUSTOM_REPORT_VIEW).toBe('Advanced reports');
  });

  describe('a menu entry', () => {
    it('is offered when its descriptor names no known privilege', () => {
      expect(isMenuEntryAllowed({ title: 'x' }, { permissions: [] })).toBe(true);
      expect(isMenuEntryAllowed({ privilege: 'NOT_A_CODE' }, { permissions: [] })).toBe(true);
      expect(isMenuEntryAllowed(null, { permissions: [] })).toBe(true);
    });

    it('is offered only to staff holding the privilege it names', () => {
      const params = { privilege: 'SYS_ADMIN' };
      expect(privilegeOfParams(params)).toBe('SYS_ADMIN');
      expect(isMenuEntryAllowed(params, { permissions: ['REPORT_VIEW'] })).toBe(false);
      expect(isMenuEntryAllowed(params, { permissions: ['SYS_ADMIN'] })).toBe(true);
    });
  });
});
