import { WebSocket } from 'ws';

/** A Map-backed Storage: enough for the SDK's LocalStorageStore. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  clear(): void {
    this.items.clear();
  }
}

/** A socket the SDK opened, with what it received, so tests can see the wire. */
export interface RecordedSocket {
  url: string;
  /** Parsed frames from the server, oldest first. */
  received: Array<{ messageType: string; data: Record<string, unknown> }>;
  closeCode: number | null;
}

export interface SdkGlobals {
  storage: MemoryStorage;
  sockets: RecordedSocket[];
}

/**
 * What @featbit/js-client-sdk 4.2.x needs from a browser and plain Node lacks: a global
 * WebSocket (ws, wrapped to record traffic) and localStorage (docs/flags.md).
 */
export function installSdkGlobals(): SdkGlobals {
  const globals: SdkGlobals = { storage: new MemoryStorage(), sockets: [] };
  class RecordingWebSocket extends WebSocket {
    constructor(url: string | URL) {
      super(url);
      const socket: RecordedSocket = { url: String(url), received: [], closeCode: null };
      globals.sockets.push(socket);
      this.on('message', (data) => socket.received.push(JSON.parse(String(data))));
      this.on('close', (code) => (socket.closeCode = code));
    }
  }
  for (const [name, value] of [
    ['WebSocket', RecordingWebSocket],
    ['localStorage', globals.storage],
  ] as const) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return globals;
}
