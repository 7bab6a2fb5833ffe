/** The remote SDK record (docs/sign-in-and-hosts.md): `value.downloadUrl`, accepted only as an absolute http(s) URL. */
export function readSdkDownloadUrl(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>).value;
  if (value === null || typeof value !== 'object') return null;
  const downloadUrl = (value as Record<string, unknown>).downloadUrl;
  if (typeof downloadUrl !== 'string') return null;
  try {
    const url = new URL(downloadUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
