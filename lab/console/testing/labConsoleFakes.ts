import type { FakeCall, FakeRoute } from './FakeLabApi';

export const HOSTILE = '<img src=x onerror="window.hacked=1">';

const flag = (key: string, name: string, rules: unknown[] = []) => ({
  key,
  name,
  variationType: 'boolean',
  isEnabled: true,
  variations: [
    { id: 'on', name: 'On', value: 'true' },
    { id: 'off', name: 'Off', value: 'false' },
  ],
  rules,
  fallthrough: { dispatchKey: null, variations: [{ id: 'on', rollout: [0, 1] }] },
});

const targetsCorpA = {
  id: 'lab-tenants-off',
  conditions: [{ property: 'corporationId', op: 'IsOneOf', value: '["corp-a"]' }],
};

export const FAKE_FLAGS = [
  flag('module-bills', 'Bills', [targetsCorpA]),
  flag('module-travel', HOSTILE),
  flag('other-flag', 'Not a module'),
];

const staffsOf = (call: FakeCall) => {
  const corp = call.search.get('corporationId');
  const items = [
    { id: 'staff-1', name: 'Li Lei', external: false, corporationId: 'corp-a' },
    { id: 'staff-2', name: HOSTILE, external: true, corporationId: 'corp-a' },
    { id: 'staff-3', name: 'Han Meimei', external: false, corporationId: 'corp-b' },
  ].filter((staff) => staff.corporationId === corp);
  return { body: { items, count: items.length } };
};

const servedOf = (call: FakeCall) => {
  const corp = call.search.get('ids') ?? '';
  const key = call.path.split('/')[3];
  const targeted = key === 'module-bills' && corp === 'corp-a';
  return {
    body: {
      flagKey: key,
      tenants: [
        targeted
          ? { corporationId: corp, variationId: 'off', value: 'false', reason: 'target match' }
          : { corporationId: corp, variationId: 'on', value: 'true', reason: 'fall through' },
      ],
    },
  };
};

/** What a freshly started lab would answer, small enough to read in a test. */
export function fakeLabRoutes(): Record<string, FakeRoute> {
  return {
    'GET /__lab/hosts': {
      body: {
        items: [
          { id: 'wecom', name: 'WeCom', description: 'Enterprise chat', userAgent: 'wxwork' },
          { id: 'hostile', name: HOSTILE, description: HOSTILE, userAgent: 'x', sdkName: 'x' },
        ],
      },
    },
    'GET /__lab/tenants': {
      body: {
        items: [
          { id: 't-a', corporationId: 'corp-a', name: 'Acme', parentId: null },
          { id: 't-b', corporationId: 'corp-b', name: 'Beta', parentId: 't-a' },
        ],
      },
    },
    'GET /__lab/staffs': staffsOf,
    'GET /__lab/scenarios/presets': {
      body: { items: [{ name: 'upload-413', description: 'Uploads too large', active: false }] },
    },
    'GET /__lab/flags': { body: { flags: FAKE_FLAGS, segments: [] } },
    'GET /__lab/flags/module-bills/tenants': servedOf,
    'GET /__lab/flags/module-travel/tenants': servedOf,
    'GET /__lab/requests': { body: { items: [], count: 0 } },
    'GET /__lab/faults': { body: { items: [], count: 0 } },
    'GET /__lab/scenarios': { body: { session: 'default', active: [], items: [], count: 0 } },
    'GET /__lab/recordings': { body: { dir: '/lab/recordings', items: [], count: 0 } },
    'GET /__lab/replay': { body: { session: 'default', replay: null, recording: false } },
  };
}
