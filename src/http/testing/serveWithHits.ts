import express, { type Express } from 'express';
import { allowCors, serveForTest, type TestServer } from './serveForTest';

export interface ServedWithHits {
  /** `METHOD /path` of each request since the current test began. */
  readonly hits: string[];
  origin(): string;
}

/**
 * A JSON test server for the calling file with the routes `route` adds, started before its tests
 * and closed after them, that records each request it receives (emptied before each test).
 */
export function serveWithHits(route: (app: Express) => void): ServedWithHits {
  let server: TestServer;
  const hits: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(allowCors);
    app.use(express.json());
    app.use((req, _res, next) => {
      hits.push(`${req.method} ${req.path}`);
      next();
    });
    route(app);
    server = await serveForTest(app);
  });
  beforeEach(() => hits.splice(0));
  afterAll(() => server.close());
  return { hits, origin: () => server.origin };
}
