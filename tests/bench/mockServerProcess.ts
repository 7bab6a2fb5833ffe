import type { AddressInfo } from 'node:net';
import { createMockServer } from '../../mocks-server';

// A separate process, so the load generator does not share the server's event loop.
const mock = createMockServer({ seed: 1, journal: process.env.MOCK_JOURNAL !== 'off' });
const server = mock.app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
