import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

type Lifecycle = () => Promise<unknown>;
interface FakeWindow {
  __expenseModules?: Record<string, { default?: Record<string, unknown> } | undefined>;
}

/** Evaluates a served bundle the way a script tag would, against a window the test owns. */
function evaluate(source: string): FakeWindow {
  const fakeWindow: FakeWindow = {};
  new Function('window', source)(fakeWindow);
  return fakeWindow;
}

describe('the lab bundles', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  describe('when the no-mount bundle is asked for under a name', () => {
    it('serves uncached JavaScript', async () => {
      const response = await server.request('/lab-bundles/no-mount.js?name=x');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('registers bootstrap and unmount but no mount under that name', async () => {
      const { text } = await server.request('/lab-bundles/no-mount.js?name=x');
      const entry = evaluate(text).__expenseModules?.x?.default;
      expect(entry).toBeDefined();
      expect(Object.keys(entry ?? {}).sort()).toEqual(['bootstrap', 'unmount']);
      await expect((entry?.bootstrap as Lifecycle)()).resolves.toBeUndefined();
      await expect((entry?.unmount as Lifecycle)()).resolves.toBeUndefined();
    });
  });

  it('serves a util bundle whose exports carry its name', async () => {
    const { text } = await server.request('/lab-bundles/util.js?name=lab-slow-util-1');
    expect(evaluate(text).__expenseModules?.['lab-slow-util-1']).toEqual({
      default: { greeting: 'hello from lab-slow-util-1' },
    });
  });

  it('serves a throws bundle that throws when evaluated', async () => {
    const { text } = await server.request('/lab-bundles/throws.js?name=boom');
    expect(() => evaluate(text)).toThrow('lab bundle "boom" throws on evaluation');
  });

  it('answers an unknown bundle with a 404 JSON envelope', async () => {
    const response = await server.request('/lab-bundles/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({
      error: { code: 'error:lab:no-bundle', message: 'No lab bundle missing.js' },
    });
  });

  describe('when the name query is hostile', () => {
    it.each([
      ['script injection', encodeURIComponent('x"];alert(1);//')],
      ['markup', encodeURIComponent('<img src=x>')],
      ['a prototype key with a dot', encodeURIComponent('__proto__.polluted')],
      ['too long', 'a'.repeat(65)],
      ['empty', ''],
    ])('falls back to lab-<kind> for %s', async (_label, name) => {
      const { text } = await server.request(`/lab-bundles/no-mount.js?name=${name}`);
      expect(Object.keys(evaluate(text).__expenseModules ?? {})).toEqual(['lab-no-mount']);
    });

    it('falls back when the name is given twice', async () => {
      const { text } = await server.request('/lab-bundles/util.js?name=a&name=b');
      expect(Object.keys(evaluate(text).__expenseModules ?? {})).toEqual(['lab-util']);
    });
  });

  describe('delayMs', () => {
    afterEach(() => jest.restoreAllMocks());

    /** Records the delays the router asks for; 30 s is run at once so no test waits for it. */
    function spyOnDelays(): number[] {
      const realSetTimeout = global.setTimeout;
      const delays: number[] = [];
      jest.spyOn(global, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
        if (ms !== undefined && ms >= 20) delays.push(ms);
        return realSetTimeout(run, ms === 30_000 ? 0 : ms);
      }) as unknown as typeof setTimeout);
      return delays;
    }

    it('holds the response back by a small delay', async () => {
      const started = Date.now();
      const response = await server.request('/lab-bundles/util.js?delayMs=40');
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    });

    it.each(['999999999', 'Infinity'])('caps delayMs=%s at 30 s', async (delayMs) => {
      const delays = spyOnDelays();
      const response = await server.request(`/lab-bundles/util.js?delayMs=${delayMs}`);
      expect(response.status).toBe(200);
      expect(delays).toEqual([30_000]);
    });

    it.each(['-500', 'soon'])('sends at once for delayMs=%s', async (delayMs) => {
      const delays = spyOnDelays();
      const response = await server.request(`/lab-bundles/util.js?delayMs=${delayMs}`);
      expect(response.status).toBe(200);
      expect(delays).toEqual([]);
    });
  });
});

describe('the lab partner bundle', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  it('registers the car quota component under its registry name, using only the shared surface', async () => {
    const response = await server.request('/lab-bundles/partner-components.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const shared = { react: { createElement: () => null }, '@shell/ui': {}, '@shell/i18n': {} };
    const page: { __expenseShared: object; __expenseModules?: Record<string, object> } = {
      __expenseShared: shared,
    };
    new Function('window', response.text)(page);
    expect(page.__expenseModules?.['lab-partner-components']).toEqual({
      resourceComponents: { LAB_CAR_QUOTA: expect.any(Function) },
    });
  });
});
