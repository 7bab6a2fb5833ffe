import { nestedJson } from '../../../mocks-server/testing/nestedJson';
import { fakeBuild } from '../../../lab/testing/fakeBuild';
import fc from 'fast-check';
import { createLabServer, type Lab } from '../../../lab/createLabServer';
import { leaksInternals } from '../../../mocks-server/testing/leaksInternals';
import { listRoutes, type ListedRoute } from '../../../mocks-server/testing/listRoutes';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies that have broken JSON servers before: depth, width, odd numbers, NUL, prototype keys. */
const FIXED_BODIES = [
  nestedJson('[', ']', 100_000),
  nestedJson('{"a":', '}', 100_000),
  nestedJson('[', ']', 65),
  `[${'1,'.repeat(20_000)}1]`,
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"amount":1e999999,"count":-0,"big":123456789012345678901234567890}',
  '{"name":"\\u0000\\ud800","id":"\u202e\u0000"}',
  '{"a":',
  'null',
  '"text"',
  '[]',
  '{}',
];

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 60, max: 100_000 }).map((depth) => nestedJson('[{"x":', '}]', depth)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

function concretePath(route: ListedRoute, billId: string): string {
  const values: Record<string, string> = {
    id: route.path.startsWith('/__lab/hosts') ? 'web' : billId,
    verb: 'approve',
    product: 'expense',
    bucket: 'expense-lab',
    name: 'hostile',
    key: 'module-approval',
  };
  return route.path
    .replace(/\*(\w+)/g, 'hostile.json')
    .replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? 'hostile');
}

describe('every JSON route of the lab, posted hostile JSON', () => {
  // Hundreds of real requests; a bound on waiting on a busy machine, not a speed goal.
  jest.setTimeout(120_000);
  let lab: Lab;
  let routes: ListedRoute[];
  beforeAll(async () => {
    lab = await createLabServer({ port: 0, distDir: fakeBuild(), seed: 7 });
    routes = [...listRoutes(lab.app), ...listRoutes(lab.mock.app)].filter(
      (route) => WRITES.has(route.method) && !route.path.includes('/reset'),
    );
  });
  afterAll(() => lab.close());

  async function send(route: ListedRoute, body: string): Promise<void> {
    const billId = lab.mock.state.bills[0].id;
    const response = await fetch(`${lab.url}${concretePath(route, billId)}`, {
      method: route.method,
      headers: { 'content-type': 'application/json', 'x-lab-session': 'hostile' },
      body,
    });
    const text = await response.text();
    const where = `${route.method} ${route.path} answered ${response.status}: ${text.slice(0, 200)}`;
    expect({ where, serverError: response.status >= 500 }).toEqual({ where, serverError: false });
    if (response.status >= 400) expect(response.headers.get('content-type')).toMatch(/json/);
    expect({ where, leaks: leaksInternals(text) }).toEqual({ where, leaks: false });
  }

  it('answers every route addressed with malformed percent-encoding without a 5xx or a leak', async () => {
    const everyRoute = [...listRoutes(lab.app), ...listRoutes(lab.mock.app)];
    for (const route of everyRoute) {
      const address = concretePath(route, '%FF%FE').replace(/hostile/g, '%E0%A4%A');
      const response = await fetch(`${lab.url}${address}?q=%FF`, { method: route.method });
      const text = await response.text();
      const where = `${route.method} ${address} answered ${response.status}`;
      expect({ where, serverError: response.status >= 500 }).toEqual({ where, serverError: false });
      expect({ where, leaks: leaksInternals(text) }).toEqual({ where, leaks: false });
    }
    await expectAlive();
  });

  async function expectAlive(): Promise<void> {
    expect((await fetch(`${lab.url}/__lab/health`)).status).toBe(200);
  }

  it('enumerates the routes from the routers themselves', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => route.path)).toContain('/__lab/hosts/:id/auth-code');
  });

  it('answers each fixed hostile body with a 2xx or a 4xx JSON envelope and stays up', async () => {
    for (const route of routes) {
      for (const body of FIXED_BODIES) await send(route, body);
      await expectAlive();
    }
  });

  it('answers generated hostile bodies the same way', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), hostileJson, async (route, body) => {
        await send(route, body);
      }),
      { numRuns: 300 },
    );
    await expectAlive();
  });
});
