import type { AddressInfo } from 'node:net';
import { createMockServer } from '../../mocks-server';
import { CPU_USAGE_REQUEST } from './mockServerCpu';

// A separate process, so the load generator does not share the server's event loop.
const mock = createMockServer({ seed: 1, journal: process.env.MOCK_JOURNAL !== 'off' });
const server = mock.app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close(() => {
    mock.close();
    process.exit(0);
  });
}

// CPU time per request is steadier than req/s on a machine the load generator shares.
process.on('message', (message: unknown) => {
  if (message === CPU_USAGE_REQUEST) process.send?.(process.cpuUsage());
});
process.on('SIGTERM', stop);
// A bench that dies must not leave this server running.
process.on('disconnect', stop);
