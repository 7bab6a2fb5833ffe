import { createHttpClient } from './createHttpClient';
import { serveWithHits } from './testing/serveWithHits';

const served = serveWithHits((app) => {
  app.get('/api/whoami', (req, res) => {
    res.json({ grant: req.get('X-HAF-Staff-Grant') ?? null });
  });
  app.post('/api/bills', (req, res) => {
    res.json({ saved: req.body });
  });
});

beforeEach(() => {});

describe('createHttpClient', () => {
  describe('when created with defaults', () => {
    it('has no timeout, as the spec requires', () => {
      expect(createHttpClient().axios.defaults.timeout).toBe(0);
    });
  });

  describe('when the grant token and endpoints are configured', () => {
    const client = () =>
      createHttpClient({
        baseURL: `${served.origin()}/api`,
        grantEndpointPatterns: [`${served.origin()}/api/`],
        getGrantToken: () => 'staff-token',
      });

    it('sends the grant to the configured API through the baseURL', async () => {
      const { data } = await client().axios.get('/whoami');
      expect(data.grant).toBe('staff-token');
    });

    it('does not send the grant to a foreign host', async () => {
      const { data } = await client().axios.get(
        `http://localhost:${new URL(served.origin()).port}/api/whoami`,
      );
      expect(data.grant).toBeNull();
    });
  });

  describe('when the token provider is replaced', () => {
    it('sends the new token, and none once it is removed', async () => {
      const http = createHttpClient({ baseURL: served.origin() });
      http.setGrantTokenProvider(() => 'rotated');
      expect((await http.axios.get('/api/whoami')).data.grant).toBe('rotated');
      http.setGrantTokenProvider(undefined);
      expect((await http.axios.get('/api/whoami')).data.grant).toBeNull();
    });
  });

  describe('when the endpoint patterns are replaced', () => {
    it('stops sending the grant to endpoints no longer listed', async () => {
      const http = createHttpClient({ baseURL: served.origin(), getGrantToken: () => 't' });
      expect((await http.axios.get('/api/whoami')).data.grant).toBe('t');
      const patterns = ['https://elsewhere.example/api/'];
      http.setGrantEndpointPatterns(patterns);
      patterns.push(served.origin());
      expect((await http.axios.get('/api/whoami')).data.grant).toBeNull();
    });
  });

  describe('when the same bill is posted twice within the window', () => {
    it('reaches the server once', async () => {
      const http = createHttpClient({ baseURL: served.origin(), now: () => 0 });
      const [a, b] = await Promise.all([
        http.axios.post('/api/bills', { id: 1 }),
        http.axios.post('/api/bills', { id: 1 }),
      ]);
      expect(served.hits).toEqual(['POST /api/bills']);
      expect(b.data).toBe(a.data);
    });
  });

  describe('when the dedup window is set to zero', () => {
    it('sends every POST', async () => {
      const http = createHttpClient({ baseURL: served.origin(), dedupWindowMs: 0 });
      await http.axios.post('/api/bills', { id: 1 });
      await http.axios.post('/api/bills', { id: 1 });
      expect(served.hits).toHaveLength(2);
    });
  });
});
