import { UPLOAD_LIMITS } from '../uploadConstants';
import type { Md5Function } from '../md5/computeMd5';
import { compressIfNeeded, type ImageEncoder } from './compressImage';
import { NATIVE_UPLOAD_FAILED, nativeUpload, type NativeUploader } from './nativeUpload';
import { ossUpload, type OssConstructor } from './ossUpload';
import { postForm, postMultipart } from './postMultipart';
import { putObject } from './putObject';
import type { UploadDataFields, UploadTokenData } from './uploadDataFields';
import { UploadError } from './UploadError';
import { uploadKey } from './uploadKey';
import { withTimeout } from './withTimeout';
import type { UploadedAttachment } from './UploadResult';
import type { UploadTransport } from './UploadTransport';

/** Which spec §7 path a file takes. */
export type UploadStrategy =
  | { kind: 'multipart'; action?: string }
  | { kind: 'form'; action: string; token?: string }
  | { kind: 'put'; uploadType?: string }
  | { kind: 'oss' }
  /** Spec §7: the host app uploads a file it picked itself (image-mobile, 60 s). */
  | { kind: 'native' };

export interface UploadDeps {
  transport: UploadTransport;
  /** Token data for the put and oss paths (spec §7); rejects as an UploadError 'token'. */
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
  /** A retry: the oss path then uses a simple put (spec §7). */
  retry: boolean;
  /** The host's own path for a file its picker gave (native path only). */
  filePath?: string;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** One file through compression and its strategy, with the spec §3 key and data fields. */
export async function uploadOne(deps: UploadDeps, job: UploadJob): Promise<UploadedAttachment> {
  const { file, compressed } = await compressIfNeeded(job.file, job.fileName, deps.encode);
  const key = uploadKey(job.fileName, (deps.now ?? Date.now)(), deps.random);
  const input = {
    file,
    fileName: job.fileName,
    key,
    signal: job.signal,
    onProgress: job.onProgress,
  };
  const { strategy } = job;
  const fields: UploadDataFields = {
    key,
    'x:originalname': job.fileName,
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
      const token = await deps.fetchToken();
      const base = `${token.endpoint.replace(/\/+$/, '')}/${token.bucket}`;
      return timed((signal) =>
        putObject(
          deps.transport,
          { ...input, signal },
          { base, uploadType: strategy.uploadType, md5: deps.md5 },
        ),
      );
    }
    case 'oss': {
      const token = await deps.fetchToken();
      return ossUpload(input, {
        token,
        simplePut: job.retry,
        refreshToken: deps.fetchToken,
        loadClient: deps.loadOss,
      });
    }
    case 'native':
      if (!deps.host || !job.filePath) throw new UploadError('failed', NATIVE_UPLOAD_FAILED);
      return nativeUpload(deps.host, { ...fields, filePath: job.filePath });
    default:
      throw new UploadError('failed', NATIVE_UPLOAD_FAILED);
  }
}
