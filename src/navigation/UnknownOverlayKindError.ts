/**
 * Overlay and RPC (docs/overlays-and-previewer.md): an unknown overlay kind is an error, never a silent default. Over the
 * overlay bridge its message goes back to the caller (code -1 on window messaging).
 */
export class UnknownOverlayKindError extends Error {
  override readonly name = 'UnknownOverlayKindError';

  constructor(kind: unknown) {
    super(`unknown overlay kind: ${typeof kind === 'string' ? kind.slice(0, 40) : String(kind)}`);
  }
}
