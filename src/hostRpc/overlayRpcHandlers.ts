import type { RpcHandler } from '../hosts';
import { overlayBus, type OverlayEventName } from '@shell/navigation';
import { overlayCloseEvent, overlayOpenRequest } from './overlayRequest';

/** The overlay host is its own chunk, mounted once start-up settles: a call may come before. */
const READY_WAIT_MS = 10_000;
const READY_POLL_MS = 50;

export interface OverlayRpcOptions {
  bus?: Pick<typeof overlayBus, 'emit' | 'listening'>;
  readyWaitMs?: number;
}

/** `overlay.open` and `overlay.close`: what an embedding page may show over the app. */
export function overlayRpcHandlers(options: OverlayRpcOptions = {}): Record<string, RpcHandler> {
  const bus = options.bus ?? overlayBus;
  const readyWaitMs = options.readyWaitMs ?? READY_WAIT_MS;
  const whenListening = async (event: OverlayEventName) => {
    for (let waited = 0; !bus.listening(event); waited += READY_POLL_MS) {
      if (waited >= readyWaitMs) throw new Error('the overlays are not ready');
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  };
  return {
    'overlay.open': async (params) => {
      const { event, payload } = overlayOpenRequest(params);
      await whenListening(event);
      bus.emit(event, payload);
      return { ok: true };
    },
    'overlay.close': (params) => {
      bus.emit(overlayCloseEvent(params), undefined);
      return { ok: true };
    },
  };
}
