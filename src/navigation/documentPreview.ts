import { buildPreviewUrl } from './buildPreviewUrl';

export interface DocumentPreviewSettings {
  /** The preview host from app-config.json; null when the deployment has none. */
  host: string | null;
  /** Read at each opening, so it names whoever is signed in then. */
  watermark: () => string;
}

let settings: DocumentPreviewSettings = { host: null, watermark: () => '' };

/** Set once at start-up (boot.tsx): the host from the runtime config, the session's watermark. */
export function configureDocumentPreview(next: DocumentPreviewSettings): void {
  settings = next;
}

/**
 * docs/architecture.md: where a file that is no image opens, on the preview host with the watermark. The file
 * address is made absolute, because the preview host fetches it from elsewhere. Null without a
 * preview host.
 */
export function documentPreviewUrl(
  file: { url: string; name: string },
  base: string = window.location.href,
): string | null {
  if (!settings.host) return null;
  const watermark = settings.watermark();
  return buildPreviewUrl({
    previewHost: settings.host,
    url: new URL(file.url, base).href,
    name: file.name,
    watermark: watermark || undefined,
  });
}
