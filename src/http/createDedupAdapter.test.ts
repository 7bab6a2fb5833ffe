import axios, { type AxiosInstance } from 'axios';
import { createDedupAdapter } from './createDedupAdapter';
import { serveWithHits } from './testing/serveWithHits';

let flakyCalls = 0;

const served = serveWithHits((app) => {
  app.post('/save', (req, res) => {
    res.json({ n: served.hits.length, body: req.body, query: req.query });
  });
  app.put('/save', (_req, res) => {
    res.json({ changed: true });
  });
  app.get('/items', (_req, res) => {
    res.json({ n: served.hits.length });
  });
  app.post('/flaky', (_req, res) => {
    flakyCalls += 1;
    res.status(flakyCalls === 1 ? 500 : 200).json({ call: flakyCalls });
  });
});

let clock = 0;
let http: AxiosInstance;

beforeEach(() => {
  flakyCalls = 0;
  clock = 10_000;
  http = axios.create({
    baseURL: served.origin(),
    adapter: createDedupAdapter({ now: () => clock }),
  });
});

describe('createDedupAdapter', () => {
  it('asks again for an identical read made just after a write, never the answer from before it', async () => {
    const before = await http.post('/save', { q: 'e2e' });
    await http.put('/save', null, { params: { active: false } });
    const after = await http.post('/save', { q: 'e2e' });
    expect(served.hits).toEqual(['POST /save', 'PUT /save', 'POST /save']);
    expect(after).not.toBe(before);
  });

  describe('when two identical POSTs start together', () => {
    it('sends one request and gives both callers the same response', async () => {
      const [a, b] = await Promise.all([
        http.post('/save', { x: 1 }),
        http.post('/save', { x: 1 }),
      ]);
      expect(served.hits).toEqual(['POST /save']);
      expect(b).toBe(a);
    });
  });

  describe('when an identical POST starts within the window after the first finished', () => {
    it('reuses the first response', async () => {
      const first = await http.post('/save', { x: 1 });
      clock += 999;
      await expect(http.post('/save', { x: 1 })).resolves.toBe(first);
      expect(served.hits).toHaveLength(1);
    });
  });

  describe('when an identical POST starts once the window has passed', () => {
    it('sends a new request', async () => {
      await http.post('/save', { x: 1 });
      clock += 1000;
      await http.post('/save', { x: 1 });
      expect(served.hits).toEqual(['POST /save', 'POST /save']);
    });
  });

  describe('when POSTs have different bodies', () => {
    it('sends both, and neither cancels the other', async () => {
      const [a, b] = await Promise.all([
        http.post('/save', { x: 1 }),
        http.post('/save', { x: 2 }),
      ]);
      expect(served.hits).toHaveLength(2);
      expect(a.data.body).toEqual({ x: 1 });
      expect(b.data.body).toEqual({ x: 2 });
    });
  });

  describe('when POSTs have different params', () => {
    it('sends both', async () => {
      await Promise.all([
        http.post('/save', { x: 1 }, { params: { page: 1 } }),
        http.post('/save', { x: 1 }, { params: { page: 2 } }),
      ]);
      expect(served.hits).toHaveLength(2);
    });
  });

  describe('when a POST opts out with dedupe: false', () => {
    it('sends every request', async () => {
      await Promise.all([
        http.post('/save', { x: 1 }, { dedupe: false }),
        http.post('/save', { x: 1 }, { dedupe: false }),
      ]);
      expect(served.hits).toHaveLength(2);
    });
  });

  describe('when identical GETs start together', () => {
    it('sends both, because reads are not deduplicated', async () => {
      await Promise.all([http.get('/items'), http.get('/items')]);
      expect(served.hits).toEqual(['GET /items', 'GET /items']);
    });
  });

  describe('when a POST failed and is retried within the window', () => {
    it('sends the retry instead of replaying the failure', async () => {
      await expect(http.post('/flaky', { x: 1 })).rejects.toMatchObject({ status: 500 });
      await expect(http.post('/flaky', { x: 1 })).resolves.toMatchObject({ data: { call: 2 } });
    });
  });
});
