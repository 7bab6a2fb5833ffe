import type OSS from 'ali-oss';
import { UPLOAD_LIMITS } from '../uploadConstants';
import type { UploadTokenData } from './uploadDataFields';
import { toUploadError, UploadError } from './UploadError';
import { attachmentAt, type StrategyInput, type UploadedAttachment } from './UploadResult';

export type OssConstructor = new (options: OSS.Options) => OSS;

/** The vendor's browser client in its own lazily loaded chunk (it is large and rarely needed). */
export async function loadOssClient(): Promise<OssConstructor> {
  const loaded = await import(
    /* webpackChunkName: "ali-oss" */ 'ali-oss/dist/aliyun-oss-sdk.min.js'
  );
  return loaded.default;
}

/**
 * Client options and object name. An endpoint with a path (a gateway, like the lab's object
 * store) is reached as a custom domain with the path and bucket in the object name, because the
 * client replaces the endpoint's path with the object's.
 */
export function ossAddress(
  token: UploadTokenData,
  key: string,
  refreshToken?: () => Promise<UploadTokenData>,
) {
  const endpoint = new URL(token.endpoint);
  const prefix = endpoint.pathname.replace(/^\/+|\/+$/g, '');
  const options: OSS.Options = {
    accessKeyId: token.accessKeyId,
    accessKeySecret: token.accessKeySecret,
    stsToken: token.securityToken,
    region: token.region,
    bucket: token.bucket,
    endpoint: prefix ? endpoint.origin : token.endpoint,
    cname: prefix ? true : token.cname,
    secure: endpoint.protocol === 'https:',
    timeout: UPLOAD_LIMITS.cloudStorageTimeoutMs,
    // The client asks again when the STS token expires mid-upload (a long multipart).
    ...(refreshToken && {
      refreshSTSToken: async () => {
        const fresh = await refreshToken();
        return {
          accessKeyId: fresh.accessKeyId,
          accessKeySecret: fresh.accessKeySecret,
          stsToken: fresh.securityToken,
        };
      },
    }),
  };
  const name = prefix ? `${prefix}/${token.bucket}/${key}` : key;
  return { options, name, url: `${endpoint.origin}/${name}` };
}

export interface OssUploadOptions {
  token: UploadTokenData;
  /** docs/upload.md: multipart by default, a simple put when retrying. */
  simplePut: boolean;
  refreshToken?: () => Promise<UploadTokenData>;
  loadClient?: () => Promise<OssConstructor>;
}

/** docs/upload.md direct cloud-storage upload with the token data, through the vendor's client. */
export async function ossUpload(
  input: StrategyInput,
  { token, simplePut, refreshToken, loadClient = loadOssClient }: OssUploadOptions,
): Promise<UploadedAttachment> {
  const Client = await loadClient();
  const { options, name, url } = ossAddress(token, input.key, refreshToken);
  const client = new Client(options);
  const total = input.file.size;
  const abort = () => client.cancel();
  input.signal?.addEventListener('abort', abort, { once: true });
  try {
    if (input.signal?.aborted) throw new UploadError('cancelled', 'cancelled');
    if (simplePut) {
      await client.put(name, input.file, { timeout: UPLOAD_LIMITS.cloudStorageTimeoutMs });
    } else {
      await client.multipartUpload(name, input.file, {
        timeout: UPLOAD_LIMITS.cloudStorageTimeoutMs,
        progress: (fraction: number) => input.onProgress?.(Math.round(fraction * total), total),
      });
    }
    input.onProgress?.(total, total);
    return attachmentAt(input.key, url, input.fileName);
  } catch (error) {
    throw input.signal?.aborted ? new UploadError('cancelled', 'cancelled') : toUploadError(error);
  } finally {
    input.signal?.removeEventListener('abort', abort);
  }
}
