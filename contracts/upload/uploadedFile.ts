import { record, text } from '../core/fields';

/**
 * `POST /v1/attachment/attachments/uploadFile` (and a form storage's action): `{value: {id, key,
 * url, thumbUrl}}`. docs/upload.md allows an empty answer: an absent id reads as '' and the app
 * names the file by its key then.
 */
export const uploadedFileSchema = record({
  value: record({ id: text(), key: text(), url: text(2000), thumbUrl: text(2000) }),
});
