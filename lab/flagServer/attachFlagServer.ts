import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * Placeholder for the FeatBit-compatible flag server (the feature-flag issue replaces it): it speaks
 * enough of the streaming protocol (ping → pong, data-sync → an empty full sync) that a client
 * connecting today initialises instead of hanging.
 */
export function attachFlagServer(server: Server): { close(): Promise<void> } {
  const wss = new WebSocketServer({ server, path: '/streaming' });
  wss.on('connection', (socket: WebSocket) => {
    socket.on('message', (raw) => {
      let message: { messageType?: unknown; data?: { user?: { keyId?: unknown } } };
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.messageType === 'ping') {
        socket.send(JSON.stringify({ messageType: 'pong', data: null }));
      } else if (message.messageType === 'data-sync') {
        const userKeyId = message.data?.user?.keyId;
        socket.send(
          JSON.stringify({
            messageType: 'data-sync',
            data: {
              eventType: 'full',
              featureFlags: [],
              userKeyId: typeof userKeyId === 'string' ? userKeyId : '',
            },
          }),
        );
      }
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
