import * as v from 'valibot';
import { id, record, text } from '../core/fields';

/** Only same-site paths and http(s) addresses: a `javascript:` link must never reach an href. */
export function isSafeFileUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * docs/upload.md "Attachment": fileId {key, url, thumbUrl, id} and fileName. Usable only with an id
 * (or key), a name, and a safe address.
 */
export const attachmentSchema = v.pipe(
  record({
    fileName: text(),
    fileId: record({ id, key: id, url: text() }),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { fileName, fileId } = dataset.value;
    const fileKey = fileId.id ?? fileId.key;
    if (!fileName) return (addIssue({ message: 'fileName is required' }), NEVER);
    if (!fileKey) return (addIssue({ message: 'fileId.id or fileId.key is required' }), NEVER);
    if (!isSafeFileUrl(fileId.url)) return (addIssue({ message: 'fileId.url is not safe' }), NEVER);
    return { id: fileKey, fileName, url: fileId.url };
  }),
);
export type Attachment = v.InferOutput<typeof attachmentSchema>;
