import { CODE_TTL_MS } from './GrantStore';
import { startHostTestServer, type HostTestServer } from './testing/startHostTestServer';

describe('the bank, work-app and cloud-office session calls', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  const session = () => ({
    sessionId: expect.stringMatching(/^lab-at-/),
    corporationId: lab.server.mock.state.currentCorporationId,
    userId: lab.server.mock.state.currentStaffId.split(':')[1],
  });

  it('opens a bank session from the body accessToken or the ?accessToken the /web/ page adds', async () => {
    expect(
      (await lab.post('/api/hzbank/v1/session', { accessToken: lab.issueCode('hzbank') })).body,
    ).toEqual(session());
    const token = lab.issueCode('hzbank');
    const fromQuery = await lab.post(`/api/hzbank/v1/session?accessToken=${token}`, {});
    expect(fromQuery.body).toEqual(session());
  });

  it('answers a spent bank token with code/msg', async () => {
    const accessToken = lab.issueCode('hzbank');
    await lab.post('/api/hzbank/v1/session', { accessToken });
    const { status, body } = await lab.post('/api/hzbank/v1/session', { accessToken });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, msg: 'invalid code' });
  });

  it('opens a work-app session for the code’s corporation only', async () => {
    const corpId = lab.server.mock.state.currentCorporationId;
    const ok = await lab.post('/api/workapp/rest/v1/session', {
      corpId,
      authCode: lab.issueCode('workapp'),
      deviceType: 'MOBILE',
    });
    expect(ok.body).toEqual(session());
    const other = await lab.post('/api/workapp/rest/v1/session', {
      corpId: 'elsewhere',
      authCode: lab.issueCode('workapp'),
    });
    expect(other.status).toBe(401);
    expect(other.body.msg).toBe('corpId does not match the code');
  });

  it('opens a cloud-office session from the ticket', async () => {
    const ticket = lab.issueCode('cloudoffice');
    const { body } = await lab.post(`/api/cloudoffice/v2/session?ticket=${ticket}`, {
      authCode: ticket,
      deviceType: 'DESKTOP',
    });
    expect(body).toEqual(session());
  });

  it('refuses an expired cloud-office ticket', async () => {
    const ticket = lab.issueCode('cloudoffice');
    lab.advance(CODE_TTL_MS + 1);
    const { status, body } = await lab.post('/api/cloudoffice/v2/session', { authCode: ticket });
    expect(status).toBe(401);
    expect(body.msg).toBe('code expired');
  });
});
