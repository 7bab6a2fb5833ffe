import type { GrantBinding } from './GrantStore';
import { startHostTestServer, type HostTestServer } from './testing/startHostTestServer';

const ME = '/api/v1/organization/staffs/me';
const SETTING = '/api/v1/organization/staffs/staffSetting/DESKTOP';

describe('the staff grant on API calls', () => {
  let lab: HostTestServer;
  let someone: GrantBinding;
  beforeAll(async () => {
    lab = await startHostTestServer();
    const { state } = lab.server.mock;
    const subsidiary = state.tenants[2].corporationId;
    someone = {
      host: 'dingtalk',
      corporationId: subsidiary,
      staffId: `${subsidiary}:${state.staffs[4].userId}`,
    };
  });
  afterAll(() => lab.close());

  const grant = (token: string) => ({ 'X-HAF-Staff-Grant': token });

  describe('when the grant is a live token', () => {
    it('makes the current staff the token’s staff', async () => {
      const token = lab.server.mock.grants.issueTokens(someone).accessToken;
      const { status, body } = await lab.get(ME, grant(token));
      expect(status).toBe(200);
      const staff = (body.value as { staff: { id: string; corporationId: string } }).staff;
      expect(staff).toMatchObject({ id: someone.staffId, corporationId: someone.corporationId });
    });

    it('answers the staff setting for the token’s staff', async () => {
      const token = lab.server.mock.grants.issueTokens(someone).accessToken;
      const { body } = await lab.get(SETTING, grant(token));
      // The tenant's look may come along (tenantAppearance.ts); the staff is what matters here.
      expect(body.value).toMatchObject({
        id: someone.staffId,
        corporationId: someone.corporationId,
        language: 'zh-CN',
      });
    });

    it('wins over the lab-tenant cookie', async () => {
      const token = lab.server.mock.grants.issueTokens(someone).accessToken;
      const cookie = `lab-tenant=${lab.server.mock.state.tenants[1].corporationId}`;
      const { body } = await lab.get(ME, { ...grant(token), cookie });
      expect((body.value as { staff: { id: string } }).staff.id).toBe(someone.staffId);
    });
  });

  describe('when the grant is not a live token', () => {
    it('answers 401 access-token-invalid for an unknown one', async () => {
      const { status, body } = await lab.get(ME, grant('staff-token-123'));
      expect(status).toBe(401);
      expect(body.error).toEqual({
        code: 'error:common:access-token-invalid',
        message: 'access token invalid',
      });
    });

    it('answers 401 access-token-expired two hours on', async () => {
      const token = lab.issueToken('web');
      lab.advance(7200_000);
      const { status, body } = await lab.get(SETTING, grant(token));
      expect(status).toBe(401);
      expect((body.error as { code: string }).code).toBe('error:common:access-token-expired');
    });

    it('does not stand in the way of a fresh sign-in', async () => {
      const { status } = await lab.post(
        '/api/wecom/v2/web/session',
        { authCode: lab.issueCode('wecom') },
        grant('lab-at-stale'),
      );
      expect(status).toBe(200);
    });
  });

  it('treats the seeded token as the lab’s cookie identity', async () => {
    const { state } = lab.server.mock;
    const tenant = state.tenants[1];
    const { body } = await lab.get(ME, {
      ...grant(state.accessToken),
      cookie: `lab-tenant=${tenant.corporationId}`,
    });
    expect((body.value as { staff: { corporationId: string } }).staff.corporationId).toBe(
      tenant.corporationId,
    );
  });

  it('treats a preset’s lab-preset-* session id as the lab’s default identity', async () => {
    const { status, body } = await lab.get(ME, grant('lab-preset-wecom-session'));
    expect(status).toBe(200);
    expect((body.value as { staff: { id: string } }).staff.id).toBe(
      lab.server.mock.state.currentStaffId,
    );
  });
});
