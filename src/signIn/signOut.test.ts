import { createTestRoot } from '../testing';
import { isSignedOutTab, signedOutInHost, signOut } from './signOut';

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('signing out', () => {
  it('clears the token pair, the stored login state and the host session, then shows the signed-out screen', () => {
    const root = createTestRoot();
    const local = memory({
      'expense:idp-login-state': '{"refreshToken":"r"}',
      'expense:idp-grant:root': '{"access_token":"a"}',
      'expense.locale': 'en-US',
    });
    const session = memory({ 'expense.tabSession': '{"host":"wecom"}' });
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
    const session = memory({ 'expense.signedOut': 'web' });
    expect(isSignedOutTab(session, '/')).toBe(false);
  });
});
