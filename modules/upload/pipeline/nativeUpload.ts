import type { ProxyRequest } from '@shell/hosts';
import { UPLOAD_FILE_PATH, UPLOAD_LIMITS } from '../uploadConstants';
import type { UploadDataFields } from './uploadDataFields';
import { UploadError } from './UploadError';
import { readUploadAnswer } from './postMultipart';
import type { UploadedAttachment } from './UploadResult';

/** The one HostBridge verb the native upload needs. */
export interface NativeUploader {
  proxyRequest<T>(request: ProxyRequest): Promise<T>;
}

export const NATIVE_UPLOAD_FAILED = 'file upload failed';

/**
 * docs/upload.md native upload: the host app sends the file it picked (`filePath`) to uploadFile
 * itself; 60 s, and any failure is 'file upload failed' (docs/upload.md).
 */
export async function nativeUpload(
  host: NativeUploader,
  fields: UploadDataFields & { filePath: string },
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): Promise<UploadedAttachment> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = timers.setTimeout(
      () => reject(new UploadError('timeout', NATIVE_UPLOAD_FAILED)),
      UPLOAD_LIMITS.nativeUploadTimeoutMs,
    );
  });
  const sent = host.proxyRequest<unknown>({
    url: `/api${UPLOAD_FILE_PATH}`,
    method: 'POST',
    serializer: 'form',
    data: fields,
  });
  try {
    const answer = await Promise.race([sent, timeout]);
    return readUploadAnswer(answer, fields.key, fields['x:originalname']);
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError('failed', NATIVE_UPLOAD_FAILED);
  } finally {
    timers.clearTimeout(timer);
  }
}
