import { isSafeUrl, UnknownOverlayKindError, type OverlayEventName } from '@shell/navigation';

/** Bad params from another frame: the message goes back to the caller as is. */
export class OverlayParamsError extends Error {
  override readonly name = 'OverlayParamsError';
}

export interface OverlayOpenRequest {
  event: Extract<OverlayEventName, 'iframeViewer:open' | 'imagePreview:open'>;
  payload: Record<string, unknown>;
}

const VARIANTS = new Set(['chat', 'approval', 'default']);
const MAX_IMAGES = 100;
const fieldsOf = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};

function frameRequest(fields: Record<string, unknown>): OverlayOpenRequest {
  if (!isSafeUrl(fields.url)) throw new OverlayParamsError('params.url must be an http(s) address');
  if (fields.variant !== undefined && !VARIANTS.has(String(fields.variant)))
    throw new OverlayParamsError('params.variant must be chat, approval or default');
  const { url, title, variant, closable, width, height } = fields;
  return {
    event: 'iframeViewer:open',
    payload: { url, title, variant, closable, width, height },
  };
}

function imageOf(source: unknown): { url: string; name?: string } {
  const entry = typeof source === 'string' ? { url: source } : fieldsOf(source);
  if (!isSafeUrl(entry.url)) throw new OverlayParamsError('every image needs an http(s) address');
  return typeof entry.name === 'string' ? { url: entry.url, name: entry.name } : { url: entry.url };
}

function previewRequest(fields: Record<string, unknown>): OverlayOpenRequest {
  const { images, index } = fields;
  if (!Array.isArray(images) || images.length === 0 || images.length > MAX_IMAGES)
    throw new OverlayParamsError(`params.images must list 1 to ${MAX_IMAGES} images`);
  return {
    event: 'imagePreview:open',
    payload: { images: images.map(imageOf), index: typeof index === 'number' ? index : 0 },
  };
}

/**
 * The overlay bridge (docs/overlays-and-previewer.md): an embedding page opens the iframe viewer (chat, approval
 * permission or default variant) or the image previewer; any other kind is an error.
 */
export function overlayOpenRequest(params: unknown): OverlayOpenRequest {
  const fields = fieldsOf(params);
  if (fields.kind === 'iframe') return frameRequest(fields);
  if (fields.kind === 'imagePreview') return previewRequest(fields);
  throw new UnknownOverlayKindError(fields.kind);
}

export function overlayCloseEvent(params: unknown): 'iframeViewer:close' | 'imagePreview:close' {
  const { kind } = fieldsOf(params);
  if (kind === 'iframe') return 'iframeViewer:close';
  if (kind === 'imagePreview') return 'imagePreview:close';
  throw new UnknownOverlayKindError(kind);
}
