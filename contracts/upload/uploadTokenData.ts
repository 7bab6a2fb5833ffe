import * as v from 'valibot';
import { flag } from '../core/fields';

/**
 * Upload token data (docs/upload.md): the cloud storage's short-lived credentials. Usable only when
 * every text is there and the endpoint is an http(s) address: a half token would fail the upload
 * later with a vaguer message.
 */
export const uploadTokenDataSchema = v.object({
  accessKeyId: v.string(),
  accessKeySecret: v.string(),
  securityToken: v.string(),
  region: v.string(),
  bucket: v.string(),
  endpoint: v.pipe(v.string(), v.regex(/^https?:\/\//)),
  cname: flag,
});
export type UploadTokenDataWire = v.InferOutput<typeof uploadTokenDataSchema>;
