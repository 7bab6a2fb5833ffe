import type { IframeVariant } from './IframeViewer';

export interface IframeRequest {
  url: string;
  title?: string;
  variant: IframeVariant;
  closable?: boolean;
  width?: string | number;
  height?: string | number;
}

const VARIANTS: readonly IframeVariant[] = ['chat', 'approval', 'default'];
const size = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;

/** A bus payload as sent by any module or host; null when it names no address at all. */
export function parseIframeRequest(payload: unknown): IframeRequest | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const fields = payload as Record<string, unknown>;
  if (typeof fields.url !== 'string') return null;
  const variant = VARIANTS.find((name) => name === fields.variant) ?? 'default';
  return {
    url: fields.url,
    title: typeof fields.title === 'string' ? fields.title : undefined,
    variant,
    closable: typeof fields.closable === 'boolean' ? fields.closable : undefined,
    width: size(fields.width),
    height: size(fields.height),
  };
}
