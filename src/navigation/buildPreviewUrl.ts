export interface PreviewUrlOptions {
  /** The document-preview host, e.g. https://preview.example.com */
  previewHost: string;
  /** The file's own address. */
  url: string;
  name: string;
  watermark?: string;
}

/** docs/architecture.md: `/view/url?url=..&name=..` on the preview host, plus an optional watermark. */
export function buildPreviewUrl({ previewHost, url, name, watermark }: PreviewUrlOptions): string {
  const query = new URLSearchParams({ url, name });
  if (watermark) query.set('watermark', watermark);
  return `${previewHost.replace(/\/+$/, '')}/view/url?${query.toString()}`;
}
