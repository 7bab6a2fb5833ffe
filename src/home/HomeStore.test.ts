import { createTestRoot, scriptedHttp, TEST_STAFF } from '../testing';
import { homeFirstReads } from './homeReads';
import { HomeStore } from './HomeStore';
import { rememberTodos } from './rememberedTodos';
import { TODO_DEFINITIONS, type TodoKey } from './todoDefinitions';

function homeStore(count = 0) {
  const { http, sent } = scriptedHttp(() => ({ items: [], count }));
  return { home: new HomeStore(createTestRoot({ http })), sent };
}

const remembered = (approve: number) =>
  new Map<TodoKey, number>(
    TODO_DEFINITIONS.map(({ key }) => [key, key === 'approve' ? approve : 0]),
  );

afterEach(() => window.localStorage.clear());

/** Lets the client's interceptors hand the started calls to the transport. */
const sendings = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the home's first load", () => {
  it('asks exactly what the start-calls script sends ahead for it (homeFirstReads)', async () => {
    const { home, sent } = homeStore();
    home.startEarly();
    await sendings();
    const asKey = (method: string, url: string, params: unknown, body: unknown) =>
      JSON.stringify([method.toUpperCase(), url, params ?? null, body ?? null]);
    const made = sent.map((config) =>
      asKey(
        config.method ?? 'get',
        config.url ?? '',
        config.params,
        typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      ),
    );
    const ahead = homeFirstReads().map((read) =>
      asKey(read.method, read.path, read.params, read.body),
    );
    expect([...made].sort()).toEqual([...ahead].sort());
  });

  it('is not asked for again by the home’s mount when sign-in already started it', async () => {
    const { home, sent } = homeStore();
    home.startEarly();
    await sendings();
    const early = sent.length;
    expect(early).toBeGreaterThan(0);
    home.loadOnMount();
    await sendings();
    expect(sent).toHaveLength(early);
  });

  it('is started by the home’s mount when nothing started it before', async () => {
    const { home, sent } = homeStore();
    home.loadOnMount();
    await sendings();
    expect(sent.length).toBeGreaterThan(0);
  });

  it('is not started twice when the home mounted before sign-in could start it', async () => {
    const { home, sent } = homeStore();
    home.loadOnMount();
    await sendings();
    const first = sent.length;
    home.startEarly();
    await sendings();
    expect(sent).toHaveLength(first);
  });

  it('refreshes on each later visit to the home', async () => {
    const { home, sent } = homeStore();
    home.startEarly();
    home.loadOnMount();
    await sendings();
    const before = sent.length;
    home.loadOnMount();
    await sendings();
    expect(sent.length).toBeGreaterThan(before);
  });
});

describe('the to-dos on a later start', () => {
  it('show at once what this browser last showed the same person, then the new counts', async () => {
    rememberTodos(window.localStorage, TEST_STAFF, remembered(4));
    const { home } = homeStore(2);
    home.startEarly();
    expect(home.todos.status).toBe('loaded');
    expect(home.count('approve')).toBe(4);
    await sendings();
    await sendings();
    expect(home.count('approve')).toBe(2);
  });

  it("never show another person's counts", () => {
    rememberTodos(window.localStorage, { ...TEST_STAFF, id: 'someone-else' }, remembered(4));
    const { home } = homeStore();
    home.startEarly();
    expect(home.todos.status).toBe('loading');
  });
});
