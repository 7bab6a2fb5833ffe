/**
 * The system events overlays open on (docs/overlays-and-previewer.md: the image previewer opens on a system event, the
 * iframe viewer on bus open and close events). Payloads come from any module or a host page, so
 * listeners parse them as unknown.
 */
export interface OverlayEvents {
  'imagePreview:open': unknown;
  'imagePreview:close': undefined;
  'iframeViewer:open': unknown;
  'iframeViewer:close': undefined;
}

export type OverlayEventName = keyof OverlayEvents;
type Listener<K extends OverlayEventName> = (payload: OverlayEvents[K]) => void;

const listeners = new Map<OverlayEventName, Set<(payload: unknown) => void>>();

export const overlayBus = {
  /** Returns the function that stops listening. */
  on<K extends OverlayEventName>(name: K, listener: Listener<K>): () => void {
    const set = listeners.get(name) ?? new Set();
    const wrapped = (payload: unknown) => listener(payload as OverlayEvents[K]);
    set.add(wrapped);
    listeners.set(name, set);
    return () => set.delete(wrapped);
  },
  /** True while someone listens: the overlay host mounts after start-up, in its own chunk. */
  listening(name: OverlayEventName): boolean {
    return (listeners.get(name)?.size ?? 0) > 0;
  },
  /** True when someone listened, so a caller can tell that no overlay host is mounted. */
  emit<K extends OverlayEventName>(name: K, payload: OverlayEvents[K]): boolean {
    const set = listeners.get(name);
    if (!set || set.size === 0) return false;
    for (const listener of [...set]) listener(payload);
    return true;
  },
};
