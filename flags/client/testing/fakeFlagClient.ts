import type { IUser } from '@featbit/js-client-sdk';
import type { JsonValue } from '@flags/catalog';
import type { FlagClient, FlagClientOptions, RawVariation } from '../createFeatBitClient';

type Listener = (...args: unknown[]) => void;

/** A FlagClient the test drives: it becomes ready, updates and fails when told to. */
export class FakeFlagClient implements FlagClient {
  flags: Record<string, string> = {};
  closed = false;
  readonly tracked: Array<[string, number | undefined]> = [];
  readonly evaluated: Array<[string, JsonValue]> = [];
  readonly identified: IUser[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly options: FlagClientOptions) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  async getAllVariations(): Promise<RawVariation[]> {
    return Object.entries(this.flags).map(([flagKey, value]) => ({ flagKey, value }));
  }

  variation(key: string, defaultValue: JsonValue): unknown {
    this.evaluated.push([key, defaultValue]);
    return this.flags[key] ?? defaultValue;
  }

  async identify(user: IUser): Promise<void> {
    this.identified.push(user);
  }

  track(eventName: string, metricValue?: number): void {
    this.tracked.push([eventName, metricValue]);
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  becomeReady(flags: Record<string, string> = this.flags): void {
    this.flags = { ...flags };
    this.emit('ready');
  }

  /** Like the SDK: 'update' gets the changed keys wrapped in one more array. */
  pushUpdate(flags: Record<string, string>): void {
    this.flags = { ...this.flags, ...flags };
    this.emit('update', Object.keys(flags));
  }

  fail(error: unknown): void {
    this.emit('failed', error);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/** A `createClient` that records every client built, newest last. */
export function fakeClients() {
  const built: FakeFlagClient[] = [];
  return {
    built,
    createClient: (options: FlagClientOptions) => {
      const client = new FakeFlagClient(options);
      built.push(client);
      return client;
    },
    latest: (): FakeFlagClient => {
      const client = built.at(-1);
      if (!client) throw new Error('No client was built');
      return client;
    },
  };
}
