import type { SharePayload } from './hostContract';
import shareDefaultImage from './shareDefaultImage.svg';

/** What a host is asked to share, every field settled. */
export interface HostSharePayload {
  title: string;
  content: string;
  url: string;
  image: string;
  type?: string;
}

const MAX_TEXT = 500;

function text(...values: unknown[]): string | undefined {
  const found = values.find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof found === 'string' ? found.trim().slice(0, MAX_TEXT) : undefined;
}

/** An http(s) address, resolved against the page; anything else (javascript:, data:) is dropped. */
function address(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const resolved = new URL(value, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:'
      ? resolved.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * docs/host-verbs.md share payload with its aliases read (desc or content, link or url, imgUrl or image),
 * the page as the link when none is given, and the product's default image when the caller
 * gives none or one the host could not load (Share falls back to a default image (docs/host-verbs.md)).
 */
export function normalizeSharePayload(payload: SharePayload, pageUrl: string): HostSharePayload {
  const title = text(payload?.title);
  if (!title) throw new TypeError('share needs a title');
  const image = address(text(payload.imgUrl, payload.image), pageUrl);
  return {
    title,
    content: text(payload.desc, payload.content) ?? '',
    url: address(text(payload.link, payload.url), pageUrl) ?? pageUrl,
    image: image ?? address(shareDefaultImage, pageUrl) ?? shareDefaultImage,
    ...(text(payload.type) && { type: text(payload.type) }),
  };
}
