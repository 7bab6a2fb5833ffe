describe('the /applet/qyweixin.html page', () => {
  beforeEach(() => {
    jest.resetModules();
    document.body.innerHTML = '<p id="applet-status" role="status">…</p>';
  });

  it('says in both languages that no code arrived when sso_auth is missing', async () => {
    window.history.replaceState(null, '', '/applet/qyweixin.html?state=%2Fbills');
    await import('./qyweixinEntry');
    const status = document.getElementById('applet-status');
    expect(status?.getAttribute('role')).toBe('alert');
    expect(status?.textContent).toBe('没有获取到code / No auth code was obtained');
  });
});
