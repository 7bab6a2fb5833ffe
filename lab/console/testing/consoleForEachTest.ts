import {
  consoleQueries,
  openConsoleDom,
  type ConsoleDom,
  type ConsoleDomOptions,
} from './openConsoleDom';
import type { ConsoleTestServer } from './startConsoleTestServer';

export interface ConsoleSession {
  server: ConsoleTestServer;
  page: ConsoleDom;
  doc: Document;
  q: ReturnType<typeof consoleQueries>;
  /** Closes this test's console and opens it again on the same server, e.g. as another person. */
  reopen(options: ConsoleDomOptions): Promise<void>;
}

/**
 * A fresh test server and flag console before each test of the calling `describe`, both closed
 * after it: the setup every console test shares. Read the fields inside tests, not at load time.
 */
export function consoleForEachTest(start: () => Promise<ConsoleTestServer>): ConsoleSession {
  const open = async (options: ConsoleDomOptions = {}) => {
    session.page = await openConsoleDom(session.server, options);
    session.doc = session.page.doc;
    session.q = consoleQueries(session.page);
  };
  const session = {
    reopen: async (options: ConsoleDomOptions) => {
      session.page.dom.window.close();
      await open(options);
    },
  } as ConsoleSession;
  beforeEach(async () => {
    session.server = await start();
    await open();
  });
  afterEach(async () => {
    session.page.dom.window.close();
    await session.server.close();
  });
  return session;
}
