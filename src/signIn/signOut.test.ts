import { createMemoryStorage } from '../auth/testing/memoryStorage';
import { createTestRoot } from '../testing';
import { isSignedOutTab, signedOutInHost, signOut } from './signOut';

describe('signing out', () => {
  it('clears the token pair, the stored login state and the host session, then shows the signed-out screen', () => {
    const root = createTestRoot();
    const local = createMemoryStorage({
      'expense:idp-login-state': '{"refreshToken":"r"}',
      'expense:idp-grant:root': '{"access_token":"a"}',
      'expense.locale': 'en-US',
    });
    const session = createMemoryStorage({ 'expense.tabSession': '{"host":"wecom"}' });
    const expired: string[] = [];
    const navigate = jest.fn();
    const endIdentitySession = jest.fn();
    signOut(root, {
      local,
      session,
      expireCookie: (name) => expired.push(name),
      navigate,
      endIdentitySession,
      inHost: true,
    });
    expect([...local.items.keys()]).toEqual(['expense.locale']);
    expect(session.items.has('expense.tabSession')).toBe(false);
    expect(expired).toContain('wecom-session');
    expect(endIdentitySession).toHaveBeenCalled();
    expect(root.session.status).toBe('signed-out');
    expect(root.session.staff).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signed-out');
    expect(isSignedOutTab(session, '/signed-out')).toBe(true);
    expect(signedOutInHost(session)).toBe(true);
  });

  it('does not hold a fresh visit to the app signed out', () => {
    const session = createMemoryStorage({ 'expense.signedOut': 'web' });
    expect(isSignedOutTab(session, '/')).toBe(false);
  });
});
