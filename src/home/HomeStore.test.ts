import { createTestRoot, scriptedHttp } from '../testing';
import { HomeStore } from './HomeStore';

function homeStore() {
  const { http, sent } = scriptedHttp(() => ({ items: [], count: 0 }));
  return { home: new HomeStore(createTestRoot({ http })), sent };
}

/** Lets the client's interceptors hand the started calls to the transport. */
const sendings = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the home's first load", () => {
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
