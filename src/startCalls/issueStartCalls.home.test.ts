import { GRANT_HEADER } from '../http/createGrantHeaderInterceptor';
import { billTypes, countTodo, recentBills, staffNames } from '../home/homeApi';
import { RECENT_COUNT } from '../home/homeReads';
import { TODO_DEFINITIONS } from '../home/todoDefinitions';
import {
  CONFIG,
  fakeFetch,
  ORIGIN,
  resetStartCalls,
  runScript,
  shellExchangesCode,
  type Route,
} from './testing/startCallsHarness';

const PAIR = { access_token: 'at-1', refresh_token: 'rt-1', expires_in: 3600 };
const list =
  (items: unknown[], count = items.length): Route =>
  () => ({
    body: { count, items },
  });

const routes: Record<string, Route> = {
  'GET /app-config.json': () => ({ body: CONFIG }),
  'POST /api/idp/public/oauth2/token': () => ({ body: { data: PAIR } }),
  'GET /api/v1/organization/staffs/staffSetting/DESKTOP': () => ({ body: { value: {} } }),
  'GET /api/v1/organization/staffs/me': () => ({ body: { value: {} } }),
  'POST /api/v1/flow/backlogs/search': list([], 3),
  'POST /api/v1/flow/flows/my/search': list([], 2),
  'GET /api/v1/organization/staffs/actives': list([]),
  'GET /api/form/v1/specificationVersions': list([]),
};

/** The shell once signed in: its token, then every read of the home's first load. */
async function homeLoads() {
  const { api, network } = await shellExchangesCode();
  const counts = await Promise.all(TODO_DEFINITIONS.map((todo) => countTodo(api.http, todo)));
  await Promise.all([
    recentBills(api.http, RECENT_COUNT),
    staffNames(api.http),
    billTypes(api.http),
  ]);
  return { counts, network: network() };
}

afterEach(resetStartCalls);

describe('the start-calls script when the home is the page', () => {
  it("sends the home's first reads with the grant, and the home takes every answer from it", async () => {
    const server = fakeFetch(routes);
    await runScript('?code=code-1', server.fetch, {}, '/');
    const { counts, network } = await homeLoads();
    expect(network).toEqual([]);
    expect(counts).toEqual(TODO_DEFINITIONS.map((todo) => (todo.list === 'backlog' ? 3 : 2)));
    const reads = server.seen.filter(({ key }) => /search|actives|specification/.test(key));
    expect(reads).toHaveLength(TODO_DEFINITIONS.length + 3);
    for (const read of reads) expect(new Headers(read.init.headers).get(GRANT_HEADER)).toBe('at-1');
  });

  it('asks for the bill types with the query the bills module asks with', async () => {
    const server = fakeFetch(routes);
    await runScript('?code=code-1', server.fetch, {}, '/');
    await homeLoads();
    const types = server.seen.find(({ key }) => key.endsWith('specificationVersions'));
    expect(new URL(types?.url ?? '', ORIGIN).search).toBe(
      '?search=&limit=1000&entity=form.Specification.Versioned',
    );
  });

  it('sends no home reads when another page is opened', async () => {
    const server = fakeFetch(routes);
    await runScript('?code=code-1', server.fetch, {}, '/approval');
    const { network } = await homeLoads();
    expect(server.keys().filter((key) => /search|actives|specification/.test(key))).toEqual([]);
    expect(network).toHaveLength(TODO_DEFINITIONS.length + 3);
  });
});
