import axios, { type AxiosInstance } from 'axios';
import { createDedupAdapter } from './createDedupAdapter';
import { HttpError } from './HttpError';
import { serveWithHits } from './testing/serveWithHits';
import { waitUntil } from './testing/waitUntil';

const served = serveWithHits((app) => {
  app.post(['/token', '/other-token'], (req, res) => {
    res.json({ body: req.body });
  });
});

let clock = 0;
let http: AxiosInstance;

beforeEach(() => {
  clock = 10_000;
  http = axios.create({
    baseURL: served.origin(),
    adapter: createDedupAdapter({ now: () => clock }),
  });
});

const token = (refreshToken: string) => http.post('/token', { refreshToken }, { dedupe: 'token' });

describe('createDedupAdapter with token requests', () => {
  describe('when identical token requests start together', () => {
    it('sends one request and resolves both', async () => {
      const [a, b] = await Promise.all([token('r1'), token('r1')]);
      expect(served.hits).toEqual(['POST /token']);
      expect(b).toBe(a);
    });
  });

  describe('when a newer token request with another body starts before the older finished', () => {
    it('rejects the older caller as cancelled and resolves the newer one', async () => {
      const older = token('old');
      const newer = token('new');
      const olderOutcome = await older.catch((error: unknown) => error);
      expect(olderOutcome).toBeInstanceOf(HttpError);
      expect(olderOutcome).toMatchObject({
        code: 'error:ignore',
        message: 'This request has been cancelled',
      });
      await expect(newer).resolves.toMatchObject({ data: { body: { refreshToken: 'new' } } });
    });

    it('still lets the older request reach the server', async () => {
      const older = token('old').catch(() => undefined);
      await token('new');
      await older;
      await waitUntil(() => served.hits.length === 2);
      expect(served.hits).toEqual(['POST /token', 'POST /token']);
    });

    it('cancels every caller that shared the older request', async () => {
      const olderCallers = [token('old'), token('old')].map((p) => p.catch((e: unknown) => e));
      await token('new');
      const outcomes = await Promise.all(olderCallers);
      expect(outcomes.map((e) => (e as HttpError).code)).toEqual(['error:ignore', 'error:ignore']);
    });
  });

  describe('when a newer token request repeats the same body after the window', () => {
    it('does not cancel the older one', async () => {
      const older = token('same');
      clock += 1000;
      const newer = token('same');
      await expect(Promise.all([older, newer])).resolves.toHaveLength(2);
      expect(served.hits).toHaveLength(2);
    });
  });

  describe('when the older token request already finished', () => {
    it('leaves its result alone', async () => {
      const older = await token('old');
      await token('new');
      expect(older.data.body).toEqual({ refreshToken: 'old' });
    });
  });

  describe('when a token request goes to another URL', () => {
    it('does not cancel token requests elsewhere', async () => {
      const a = token('a');
      const b = http.post('/other-token', { refreshToken: 'b' }, { dedupe: 'token' });
      await expect(Promise.all([a, b])).resolves.toHaveLength(2);
    });
  });
});
