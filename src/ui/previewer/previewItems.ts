/** Image file name (docs/overlays-and-previewer.md): the extensions that count as images. */
export const IMAGE_EXTENSIONS = [
  'jpg',
  'bmp',
  'gif',
  'ico',
  'pcx',
  'jpeg',
  'tif',
  'tiff',
  'png',
  'raw',
  'tga',
] as const;

/** One entry handed to the previewer: a bare address or an address with a name. */
export type PreviewSource = string | { url: string; name?: string; title?: string };

export interface PreviewItem {
  readonly url: string;
  /** Empty when neither a title, a name nor the address gives one. */
  readonly title: string;
  readonly isImage: boolean;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isImageName(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** The last path segment of an address, decoded; '' when the address has none. */
export function titleFromUrl(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Parses what a caller or a bus event sent; entries without a usable address are dropped. */
export function toPreviewItems(sources: unknown): PreviewItem[] {
  if (!Array.isArray(sources)) return [];
  return sources.flatMap((source: unknown): PreviewItem[] => {
    const entry = typeof source === 'string' ? { url: source } : source;
    if (typeof entry !== 'object' || entry === null) return [];
    const { url, name, title } = entry as Record<string, unknown>;
    if (typeof url !== 'string' || url.trim() === '') return [];
    const fromUrl = titleFromUrl(url);
    const fileName = typeof name === 'string' && name ? name : fromUrl;
    const shown = typeof title === 'string' && title ? title : fileName;
    return [{ url, title: shown, isImage: isImageName(fileName) || isImageName(fromUrl) }];
  });
}
