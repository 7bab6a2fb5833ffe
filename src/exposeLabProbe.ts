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
  });
}
