import { createSessionHarness, STAFF } from './testing/identitySessionHarness';

describe('createIdentitySession finishLogin', () => {
  describe('when a new code arrives and nothing is stored', () => {
    it('exchanges the code and stores the pair and the login state', async () => {
      const h = createSessionHarness();
      const answer = h.pair('1');
      h.token.mockResolvedValue(answer);
      await expect(h.session.finishLogin('code-1')).resolves.toEqual(answer);
      expect(h.token).toHaveBeenCalledWith({ grantType: 'authorization_code', code: 'code-1' });
      expect(h.storedPair()).toEqual(answer);
      expect(h.storage.items.has('expense:idp-grant:web')).toBe(true);
      expect(h.storedLoginState()).toEqual({
        authCode: 'code-1',
        refreshToken: 'refresh-1',
        staff: STAFF,
      });
      expect(h.session.currentAccessToken()).toBe('access-1');
    });
  });

  describe('when the code is the one already exchanged (a reload)', () => {
    it('reuses the stored refresh token instead of the spent code', async () => {
      const h = createSessionHarness({
        loginState: { authCode: 'code-1', refreshToken: 'refresh-0', staff: STAFF },
      });
      h.token.mockResolvedValue(h.pair('2'));
      await h.session.finishLogin('code-1');
      expect(h.token).toHaveBeenCalledTimes(1);
      expect(h.token).toHaveBeenCalledWith({
        grantType: 'refresh_token',
        refreshToken: 'refresh-0',
      });
      expect(h.storedLoginState()).toEqual({
        authCode: 'code-1',
        refreshToken: 'refresh-2',
        staff: STAFF,
      });
    });
  });

  describe('when no code arrives but a login is stored', () => {
    it.each([undefined, ''])('refreshes with the stored token (code %j)', async (code) => {
      const h = createSessionHarness({ loginState: { authCode: 'c', refreshToken: 'refresh-0' } });
      h.token.mockResolvedValue(h.pair('2'));
      await expect(h.session.finishLogin(code)).resolves.toMatchObject({
        access_token: 'access-2',
      });
      expect(h.token).toHaveBeenCalledWith({
        grantType: 'refresh_token',
        refreshToken: 'refresh-0',
      });
    });
  });

  describe('when a different code arrives while a login is stored', () => {
    it('exchanges the new code', async () => {
      const h = createSessionHarness({
        loginState: { authCode: 'old', refreshToken: 'refresh-0' },
      });
      h.token.mockResolvedValue(h.pair('2'));
      await h.session.finishLogin('new');
      expect(h.token).toHaveBeenCalledWith({ grantType: 'authorization_code', code: 'new' });
      expect(h.storedLoginState()?.authCode).toBe('new');
    });
  });

  describe('when there is no code and nothing stored', () => {
    it('rejects with the missing-authcode error without calling the provider', async () => {
      const h = createSessionHarness();
      await expect(h.session.finishLogin()).rejects.toMatchObject({
        code: 'error:idp:missing-authcode',
        message: 'No auth code found',
      });
      expect(h.token).not.toHaveBeenCalled();
    });
  });

  describe('when a refresh answer has no id_token', () => {
    it('keeps the earlier id_token and the stored staff', async () => {
      const h = createSessionHarness();
      h.token.mockResolvedValueOnce(h.pair('1'));
      await h.session.finishLogin('code-1');
      h.token.mockResolvedValueOnce({ ...h.pair('2'), id_token: undefined });
      const pair = await h.session.refresh();
      expect(pair.id_token).toBe(h.pair('1').id_token);
      expect(h.storedLoginState()?.staff).toEqual(STAFF);
    });
  });

  describe('when the provider refuses the code', () => {
    it('rejects with its error and stores nothing', async () => {
      const h = createSessionHarness();
      h.token.mockRejectedValue(Object.assign(new Error('used'), { code: 'error:idp:code-used' }));
      await expect(h.session.finishLogin('code-1')).rejects.toMatchObject({
        code: 'error:idp:code-used',
      });
      expect(h.storedPair()).toBeUndefined();
      expect(h.clock.pendingTimers()).toBe(0);
    });
  });
});
