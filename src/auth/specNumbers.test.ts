import { NOT_LOGGED_IN_MESSAGE } from './AuthError';
import { REFRESH_WINDOW_MS, TOKEN_CHECK_INTERVAL_MS } from './createIdentitySession';

// The numbers and message are product rules (docs/sign-in-and-hosts.md): a change must be deliberate.
describe('the sign-in numbers', () => {
  it('refreshes ten minutes before expiry, checks every three seconds, and names the signed-out state', () => {
    expect(REFRESH_WINDOW_MS).toBe(600_000);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(3000);
    expect(NOT_LOGGED_IN_MESSAGE).toBe('未登录，请重新进入应用');
  });
});
