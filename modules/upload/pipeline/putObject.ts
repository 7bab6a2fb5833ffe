import type { Md5Function } from '../md5/computeMd5';
import { MD5_MISMATCH_MESSAGE, UploadError } from './UploadError';
import { attachmentAt, type StrategyInput, type UploadedAttachment } from './UploadResult';
import type { UploadTransport } from './UploadTransport';

export interface PutObjectTarget {
  /** `${endpoint}/${bucket}` of the token data, path-style as minio serves it. */
  base: string;
  /** 'minio' checks the answer's ETag against the file's MD5 (docs/upload.md). */
  uploadType?: string;
  md5?: Md5Function;
}

/** docs/upload.md: PUT to an object-store style path. */
export async function putObject(
  transport: UploadTransport,
  input: StrategyInput,
  target: PutObjectTarget,
): Promise<UploadedAttachment> {
  const url = `${target.base}/${encodeURIComponent(input.key)}`;
  const checking =
    target.uploadType === 'minio' && target.md5
      ? target.md5(input.file, { signal: input.signal })
      : null;
  // Awaited only after the PUT answers; a PUT that fails first must not leave it unhandled.
  checking?.catch(() => undefined);
  const answer = await transport.send({
    method: 'PUT',
    url,
    onSite: true,
    body: input.file,
    headers: { 'content-type': input.file.type || 'application/octet-stream' },
    signal: input.signal,
    onProgress: input.onProgress,
  });
  if (checking) {
    const etag = (answer.headers.etag ?? '').replace(/"/g, '').toLowerCase();
    if (etag !== (await checking).toLowerCase()) {
      throw new UploadError('md5-mismatch', MD5_MISMATCH_MESSAGE, answer.status, answer.data);
    }
  }
  return attachmentAt(input.key, url, input.fileName);
}
