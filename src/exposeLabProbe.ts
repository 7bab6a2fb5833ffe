import type { RootStore } from './store';

export interface LabProbe {
  microApps(): {
    name: string;
    type: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
  extensions(): string[];
  /** Sign-in state and which staff and corporation it produced (never the token). */
  session(): {
    status: string;
    staffId: string | null;
    corporationId: string | null;
    host: string | null;
  };
  /** The flag client's state: 'initializing' | 'initialized' | 'failed', or null before sign-in. */
  flagStatus(): string | null;
}

declare global {
  interface Window {
    __expenseLab?: LabProbe;
  }
}

/** Read-only status for the lab console and e2e tests; only when the runtime config enables the lab. */
export function exposeLabProbe(root: RootStore, target: Window = window): void {
  target.__expenseLab = Object.freeze({
    microApps: () =>
      root.microApps.apps.map((record) => ({
        name: record.descriptor.name,
        type: record.descriptor.type,
        status: root.microApps.isQuarantined(record.descriptor.name)
          ? 'QUARANTINED'
          : record.status,
        attempts: record.attempts,
        lastError: record.lastError,
      })),
    extensions: () => root.extensions.names,
    flagStatus: () => root.flags.get()?.store.status ?? null,
    session: () => ({
      status: root.session.status,
      staffId: root.session.staff?.id ?? null,
      corporationId: root.session.corporationId,
      host: root.hostBridge.get()?.id ?? null,
    }),
  });
}
