import { composeBridge } from './core/composeBridge';
import type { HostBridgeDeps } from './core/HostBridgeDeps';
import type { HostBridge, HostId } from './HostBridge';
import { loadHostAdapter } from './loadHostAdapter';

export interface LoadHostBridgeOptions {
  id: HostId;
  deps: HostBridgeDeps;
}

/** Loads the host's adapter chunk and completes it with the base verbs. */
export async function loadHostBridge({ id, deps }: LoadHostBridgeOptions): Promise<HostBridge> {
  return composeBridge(await loadHostAdapter(id), deps);
}
