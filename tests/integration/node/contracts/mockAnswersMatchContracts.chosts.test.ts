import { parse } from '@contracts/core/parse';
import { HOSTS_ANSWERS } from '../../../../mocks-server/answerContracts/hostsAnswers';
import { readerOf } from '../../../../mocks-server/answerContracts/answerContract';
import {
  startHostTestServer,
  type HostTestServer,
} from '../../../../mocks-server/hosts/testing/startHostTestServer';
import { fieldsNeverSent } from './fieldsNeverSent';

type Ask = (lab: HostTestServer) => Promise<unknown>;

const ok = async (answer: ReturnType<HostTestServer['get']>) => {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`The lab answered ${status}: ${JSON.stringify(body)}`);
  return body;
};
const session =
  (path: string, host: string, body: object = {}): Ask =>
  (lab) =>
    ok(lab.post(path, { authCode: lab.issueCode(host), deviceType: 'DESKTOP', ...body }));
const signPage =
  (path: string): Ask =>
  (lab) =>
    ok(lab.post(path, { url: `${lab.server.baseUrl}/web/index.html` }));
const helper =
  (suite: string, platform: string): Ask =>
  async (lab) => {
    const { currentCorporationId: own, tenants } = lab.server.mock.state;
    const other = tenants.find((tenant) => tenant.corporationId !== own)?.corporationId;
    const body = { corporationId: other, platform, dtCorpId: own };
    return ok(
      lab.post(`/api/${suite}/v2/helper/session?accessToken=${lab.issueToken(suite)}`, body),
    );
  };

/** How to get the lab's answer on each host route, as the app asks for it. */
const ASKS: Record<string, Ask> = {
  'GET /api/wecom/v2/session': (lab) =>
    ok(lab.get(`/api/wecom/v2/session?accessToken=${lab.issueToken('wecom')}`)),
  'POST /api/wecom/v2/web/session': session('/api/wecom/v2/web/session', 'wecom'),
  'POST /api/wecom/v2/jsconfig': signPage('/api/wecom/v2/jsconfig'),
  'POST /api/dingtalk/v2/session': session('/api/dingtalk/v2/session', 'dingtalk'),
  'POST /api/feishu/v2/session': session('/api/feishu/v2/session', 'feishu'),
  'POST /api/dingtalk/v2/jsconfig/corp': signPage('/api/dingtalk/v2/jsconfig/corp'),
  'POST /api/feishu/v2/jsconfig/corp': signPage('/api/feishu/v2/jsconfig/corp'),
  'POST /api/dingtalk/v2/helper/session': helper('dingtalk', 'DINGTALK'),
  'POST /api/feishu/v2/helper/session': helper('feishu', 'FEISHU'),
  'POST /api/cloudoffice/v2/session': session('/api/cloudoffice/v2/session', 'cloudoffice'),
  'POST /api/hzbank/v1/session': (lab) =>
    ok(lab.post('/api/hzbank/v1/session', { accessToken: lab.issueCode('hzbank') })),
  'POST /api/workapp/rest/v1/session': session('/api/workapp/rest/v1/session', 'workapp'),
  'GET /api/v1/crm/sdk/list/:sdkName': (lab) => ok(lab.get('/api/v1/crm/sdk/list/cloudOffice')),
};

const ROUTES = Object.entries(HOSTS_ANSWERS).flatMap(([route, contract]) =>
  contract && 'schemas' in contract ? [{ route, ...contract }] : [],
);

describe('the lab’s host sign-in answers against the app’s wire contracts', () => {
  let lab: HostTestServer;
  beforeAll(async () => {
    lab = await startHostTestServer();
  });
  afterAll(() => lab.close());

  it('are asked for on every host route whose answer the app reads', () => {
    expect(ROUTES.map(({ route }) => route).filter((route) => !(route in ASKS))).toEqual([]);
  });

  describe.each(ROUTES)('$route', ({ route, schemas, notSent = {} }) => {
    const answers = new Map<string, Promise<unknown>>();
    const answerOf = () => answers.get(route) ?? answers.set(route, ASKS[route](lab)).get(route);

    it('answers what the contract reads, dropping no entry', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const body = await answerOf();
        for (const item of schemas) parse(readerOf(item).schema, body);
        expect(warn.mock.calls.map(([message]) => String(message))).toEqual([]);
      } finally {
        warn.mockRestore();
      }
    });

    it('sends every field the contract reads, so a field renamed on one side fails here', async () => {
      const body = await answerOf();
      for (const item of schemas) {
        expect(fieldsNeverSent(readerOf(item).schema, [body], { optionalToo: true })).toEqual(
          Object.keys(notSent),
        );
      }
    });
  });
});
