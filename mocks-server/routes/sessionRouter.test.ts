import type { SessionResponse, StaffSetting, ValueResponse } from '../data/types';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the session routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('answers the staff setting with the current staff and corporation', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/v1/organization/staffs/staffSetting/DESKTOP?locale=zh-CN`,
    );
    const body = (await response.json()) as ValueResponse<StaffSetting>;
    expect(body.value).toEqual(server.mock.state.staffSetting);
  });

  it('answers the account session with the access token and staff setting', async () => {
    const response = await fetch(`${server.baseUrl}/api/account/v2/session`);
    const body = (await response.json()) as SessionResponse;
    expect(body.value?.id).toBe(server.mock.state.accessToken);
    expect(body.value?.isAssistPlatform).toBe(false);
    expect(body.value?.staffSetting).toEqual({ language: 'zh-CN' });
    expect(body.corporationId).toBe(server.mock.state.currentCorporationId);
  });
});
