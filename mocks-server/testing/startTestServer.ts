import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '../createMockServer';
import type { MockServer, MockServerOptions } from '../createMockServer';

export interface DrainedResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface TestServer {
  mock: MockServer;
  baseUrl: string;
  /**
   * Fetches a path and reads the whole body. The journal records on the response's `finish`,
   * which can come after fetch resolves with the headers; a read body means it has come.
   */
  request(path: string, init?: RequestInit): Promise<DrainedResponse>;
  close(): Promise<void>;
}

/** The mock backend on a free loopback port, for tests that talk real HTTP. */
export async function startTestServer(options: MockServerOptions = {}): Promise<TestServer> {
  const mock = createMockServer(options);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = mock.app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    mock,
    baseUrl,
    request: async (path, init) => {
      const response = await fetch(`${baseUrl}${path}`, init);
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        mock.close();
        // fetch keeps connections alive; without closing them jest waits on the open sockets.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
