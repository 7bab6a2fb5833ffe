import { UPLOAD_LIMITS } from '../uploadConstants';
import type { Md5Function } from '../md5/computeMd5';
import { compressIfNeeded, type ImageEncoder } from './compressImage';
import { NATIVE_UPLOAD_FAILED, nativeUpload, type NativeUploader } from './nativeUpload';
import { ossUpload, type OssConstructor } from './ossUpload';
import { postForm, postMultipart } from './postMultipart';
import { putObject } from './putObject';
import { resolveStrategy, type UploadStrategy } from './resolveStrategy';
import type { UploadDataFields, UploadTokenData } from './uploadDataFields';
import { UploadError } from './UploadError';
import { uploadKey } from './uploadKey';
import type { UploadTarget } from './uploadTarget';
import { withTimeout } from './withTimeout';
import type { UploadedAttachment } from './UploadResult';
import type { UploadTransport } from './UploadTransport';

export type { UploadStrategy } from './resolveStrategy';

export interface UploadDeps {
  transport: UploadTransport;
  /** The tenant's storage (docs/upload.md), for the `auto` strategy; multipart without it. */
  fetchTarget?: () => Promise<UploadTarget>;
  /** Fresh token data for the put and oss paths; rejects as an UploadError 'token'. */
  fetchToken: () => Promise<UploadTokenData>;
  md5: Md5Function;
  encode?: ImageEncoder;
  loadOss?: () => Promise<OssConstructor>;
  /** The host bridge, for the native path. */
  host?: NativeUploader | null;
  now?: () => number;
  random?: () => number;
}

export interface UploadJob {
  file: Blob;
  fileName: string;
  strategy: UploadStrategy;
  /** A retry: the oss path then uses a simple put (docs/upload.md). */
  retry: boolean;
  /** The host's own path of a file its picker gave, which the host can send itself. */
  filePath?: string;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** One file through compression and its strategy, with docs/upload.md key and data fields. */
export async function uploadOne(deps: UploadDeps, job: UploadJob): Promise<UploadedAttachment> {
  const strategy = await resolveStrategy(job.strategy, deps.fetchTarget, job.filePath);
  const { file, compressed } = await compressIfNeeded(job.file, job.fileName, deps.encode);
  const key = uploadKey(job.fileName, (deps.now ?? Date.now)(), deps.random);
  const input = {
    file,
    fileName: job.fileName,
    key,
    signal: job.signal,
    onProgress: job.onProgress,
  };
  const fields: UploadDataFields = {
    key,
    'x:originalname': job.fileName,
    uploadType: strategy.uploadType,
    isCompress: compressed,
    quality: UPLOAD_LIMITS.compressQuality,
    useRetry: job.retry,
    useSimpleUploadRetry: job.retry,
  };
  // The HTTP paths get a timer of their own; oss keeps its client's 120 s, native the host's 60 s.
  const timed = <T>(send: (signal: AbortSignal) => Promise<T>) =>
    withTimeout(UPLOAD_LIMITS.httpUploadTimeoutMs, job.signal, send);
  switch (strategy.kind) {
    case 'multipart':
      return timed((signal) =>
        postMultipart(
          deps.transport,
          { ...input, signal },
          { ...fields, useMultipartUpload: false },
          strategy.action,
        ),
      );
    case 'form':
      return timed((signal) =>
        postForm(
          deps.transport,
          { ...input, signal },
          { ...fields, token: strategy.token },
          strategy.action,
        ),
      );
    case 'put': {
      const token = strategy.tokenData ?? (await deps.fetchToken());
      const base = `${token.endpoint.replace(/\/+$/, '')}/${token.bucket}`;
      return timed((signal) =>
        putObject(
          deps.transport,
          { ...input, signal },
          { base, uploadType: strategy.uploadType, md5: deps.md5 },
        ),
      );
    }
    case 'oss':
      return ossUpload(input, {
        token: strategy.tokenData ?? (await deps.fetchToken()),
        simplePut: job.retry,
        refreshToken: deps.fetchToken,
        loadClient: deps.loadOss,
      });
    case 'native':
      if (!deps.host || !job.filePath) throw new UploadError('failed', NATIVE_UPLOAD_FAILED);
      return nativeUpload(deps.host, {
        ...fields,
        tokenData: strategy.tokenData,
        useMultipartUpload: strategy.uploadType === 'ALIOSS' && !job.retry,
        filePath: job.filePath,
      });
  }
}
