import { AuthError, NOT_LOGGED_IN_MESSAGE } from './AuthError';
import {
  CORPORATION_ID_KEY,
  resolveStoredLogin,
  SESSION_TOKEN_KEY,
  type StoredLoginParams,
} from './resolveStoredLogin';
import { createMemoryStorage } from './testing/memoryStorage';

const NO_PARAMS: StoredLoginParams = {
  loginBySession: false,
  singlePoint: false,
  corpId: undefined,
  ekbCorpId: undefined,
  accessToken: undefined,
};

const STORED = { [SESSION_TOKEN_KEY]: 'stored-token', [CORPORATION_ID_KEY]: 'stored-corp' };

describe('resolveStoredLogin', () => {
  describe('with the session flag and a stored token', () => {
    it('uses the stored token and corporation', () => {
      const params = {
        ...NO_PARAMS,
        loginBySession: true,
        singlePoint: true,
        corpId: 'c',
        accessToken: 't',
      };
      expect(resolveStoredLogin({ params, storage: createMemoryStorage(STORED) })).toEqual({
        accessToken: 'stored-token',
        corporationId: 'stored-corp',
      });
    });
  });

  describe('with the session flag but no stored token', () => {
    it('goes on to the next rule', () => {
      const params = { ...NO_PARAMS, loginBySession: true };
      const storage = createMemoryStorage({ [CORPORATION_ID_KEY]: 'corp' });
      expect(resolveStoredLogin({ params, storage })).toEqual({ corporationId: 'corp' });
    });
  });

  describe('with the single-point flag, a corporation and an access token', () => {
    it.each([
      ['corpId', { corpId: 'c1', ekbCorpId: 'ekb' }, 'c1'],
      ['ekbCorpId', { ekbCorpId: 'ekb' }, 'ekb'],
    ])('stores and uses them (corporation from %s)', (_label, corp, expected) => {
      const storage = createMemoryStorage();
      const params = { ...NO_PARAMS, singlePoint: true, accessToken: 'tok', ...corp };
      expect(resolveStoredLogin({ params, storage })).toEqual({
        accessToken: 'tok',
        corporationId: expected,
      });
      expect(storage.items.get(SESSION_TOKEN_KEY)).toBe('tok');
      expect(storage.items.get(CORPORATION_ID_KEY)).toBe(expected);
    });

    it('still signs in when storage refuses to keep them', () => {
      const storage = createMemoryStorage();
      storage.broken = true;
      const params = { ...NO_PARAMS, singlePoint: true, accessToken: 'tok', corpId: 'c' };
      expect(resolveStoredLogin({ params, storage })).toEqual({
        accessToken: 'tok',
        corporationId: 'c',
      });
    });
  });

  describe('with the single-point flag but no access token', () => {
    it('falls back to the stored corporation', () => {
      const params = { ...NO_PARAMS, singlePoint: true, corpId: 'c1' };
      expect(resolveStoredLogin({ params, storage: createMemoryStorage(STORED) })).toEqual({
        corporationId: 'stored-corp',
      });
    });
  });

  describe('with nothing to go on', () => {
    it('throws the not-logged-in 401', () => {
      let thrown: unknown;
      try {
        resolveStoredLogin({
          params: { ...NO_PARAMS, singlePoint: true, corpId: 'c' },
          storage: undefined,
        });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AuthError);
      expect(thrown).toMatchObject({ code: '401', status: 401, message: NOT_LOGGED_IN_MESSAGE });
      expect(NOT_LOGGED_IN_MESSAGE).toBe('未登录，请重新进入应用');
    });
  });
});
