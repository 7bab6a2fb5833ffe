import { SessionStore } from '../store/SessionStore';
import { hasPrivilege } from './privilegeCodes';

describe('the session’s current-staff record', () => {
  it('keeps home5, isAuthorized and the privileges, and clears them on sign-out', () => {
    const session = new SessionStore();
    session.signedIn({
      staff: { id: 's', name: '李雷', corporationId: 'c' },
      permissions: ['SYS_ADMIN'],
      isAuthorized: true,
      home5: true,
    });
    expect(session.home5).toBe(true);
    expect(hasPrivilege(session, 'SYS_ADMIN')).toBe(true);
    expect(hasPrivilege(session, 'AUDIT_ADMIN')).toBe(false);
    session.clear();
    expect(session.home5).toBe(false);
    expect(hasPrivilege(session, 'SYS_ADMIN')).toBe(false);
  });

  it('reads a record without home5 as false', () => {
    const session = new SessionStore();
    session.signedIn({ staff: { id: 's', name: '李雷', corporationId: 'c' } });
    expect(session.home5).toBe(false);
  });
});
