import { loadPresets } from '../../mocks-server/scenarios/loadPresets';
import { compilePath } from '../../mocks-server/scenarios/compilePath';
import { LAB_HOST_IDS } from '../../mocks-server/hosts/labHostIds';
import { startHostsLab, type HostsLab } from './testing/startHostsLab';

/** docs/sign-in-and-hosts.md session failures and host SDK codes, one preset each (upload presets are elsewhere). */
const SESSION_FAILURE_PRESETS = [
  'session-401',
  'session-500',
  'chat-app-session-401',
  'chat-app-session-500',
  'chat-app-web-session-412',
  'wecom-code-reused',
  'office-suite-402-99991672',
  'office-suite-412',
  'office-suite-auth-103',
  'host-empty-auth-code',
  'wecom-jsapi-verify-failure',
  'bank-app-login-failure',
  'workapp-session-failure',
  'cloud-office-id-in-response',
  'cloud-office-error-msg',
  'open-platform-bridge-init-failure',
  'idp-missing-authcode',
  'idp-refresh-token-invalid',
  'staff-not-found',
];

/** Concrete addresses for the presets' regular-expression paths. */
const SAMPLE_PATHS = [
  '/api/dingtalk/v2/session',
  '/api/feishu/v2/session',
  '/api/v1/organization/staffs/staffSetting/DESKTOP',
  ...LAB_HOST_IDS.map((id) => `/__lab/hosts/${id}/auth-code`),
];

const presets = loadPresets();
// Upload presets stub a route the upload work has yet to add to the mock.
const stubs = presets
  .filter((preset) => SESSION_FAILURE_PRESETS.includes(preset.name))
  .flatMap((preset) =>
    preset.stubs.map((stub) => ({
      preset: preset.name,
      method: stub.request.method,
      path: stub.request.path,
    })),
  );

describe('the scenario presets', () => {
  let lab: HostsLab;
  beforeAll(async () => {
    lab = await startHostsLab();
  });
  afterAll(() => lab.close());

  it('cover every session failure of docs/sign-in-and-hosts.md', () => {
    expect(presets.map((preset) => preset.name)).toEqual(
      expect.arrayContaining(SESSION_FAILURE_PRESETS),
    );
  });

  it.each(stubs)(
    '$preset stubs $method $path, a call the lab really answers',
    async ({ method, path }) => {
      const matches = compilePath(path, 'test');
      const samples = path.startsWith('/^') ? SAMPLE_PATHS.filter(matches) : [path];
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples) {
        const response = await lab.fetch(sample, {
          method: method === 'ANY' ? 'POST' : method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        const text = await response.text();
        expect(text).not.toContain('error:lab:no-route');
        expect(response.status).not.toBe(404);
      }
    },
  );
});
