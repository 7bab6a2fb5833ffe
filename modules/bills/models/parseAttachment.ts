import type { Attachment } from '../types';
import { fieldsOf, readId, readList, readText, type Fields } from './readFields';

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
 * The access token may go only to this site: other addresses open as plain links. A bare path
 * is this site; `//host` is not.
 */
export function isSameSite(url: string, origin: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Spec §3 "Attachment": fileId {key, url, thumbUrl, id} and fileName. */
export function parseAttachment(raw: unknown): Attachment | null {
  const attachment = fieldsOf(raw);
  const fileId = fieldsOf(attachment.fileId);
  const id = readId(fileId, 'id') ?? readId(fileId, 'key');
  const url = readText(fileId, 'url');
  const fileName = readText(attachment, 'fileName');
  if (!id || !fileName || !isSafeFileUrl(url)) return null;
  return { id, fileName, url };
}

export function parseAttachments(fields: Fields, key: string): Attachment[] {
  return readList(fields, key).flatMap((entry) => parseAttachment(entry) ?? []);
}
