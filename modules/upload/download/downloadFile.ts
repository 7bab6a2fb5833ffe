import type { UploadTransport } from '../pipeline/UploadTransport';
import { toUploadError } from '../pipeline/UploadError';

/**
 * docs/upload.md download: GET the file address with the `accesstoken` header, as a blob, with a
 * timestamp parameter so no cache answers for a file replaced meanwhile.
 */
export async function downloadFile(
  transport: UploadTransport,
  url: string,
  accessToken: string | null,
  now: () => number = Date.now,
): Promise<Blob> {
  try {
    const { data } = await transport.send({
      method: 'GET',
      url,
      onSite: true,
      params: { timestamp: now() },
      headers: accessToken ? { accesstoken: accessToken } : undefined,
      responseType: 'blob',
    });
    if (!(data instanceof Blob)) throw new Error('file download failed');
    return data;
  } catch (error) {
    throw toUploadError(error, 'file download failed');
  }
}
