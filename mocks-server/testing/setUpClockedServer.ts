import { startTestServer, type TestServer } from './startTestServer';

const START = 1_000_000;

export interface ClockedServer {
  /** This test's server, fresh for each test. */
  readonly server: TestServer;
  /** The server's clock in ms; it moves only with `advance`. */
  now(): number;
  advance(ms: number): void;
}

/**
 * The admin API tests' setup, registered by calling this in a describe: a fresh seeded server per
 * test on a clock the test moves, so times in the answers are exact.
 */
export function setUpClockedServer(seed = 42): ClockedServer {
  let clock = START;
  let server: TestServer | undefined;
  beforeEach(async () => {
    clock = START;
    server = await startTestServer({ seed, now: () => new Date(clock) });
  });
  afterEach(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeEach: read it inside a test');
      return server;
    },
    now: () => clock,
    advance(ms) {
      clock += ms;
    },
  };
}
