import { parse } from '@contracts/core/parse';
import { uploadedFileSchema } from '@contracts/upload/uploadedFile';
import { UPLOAD_FILE_PATH } from '../uploadConstants';
import { dataFieldEntries, type UploadDataFields } from './uploadDataFields';
import { attachmentAt, type StrategyInput, type UploadedAttachment } from './UploadResult';
import type { UploadTransport } from './UploadTransport';

/** Reads `{value:{id,key,url,thumbUrl}}`; the spec allows an empty answer (then the key names it). */
export function readUploadAnswer(data: unknown, key: string, fileName: string): UploadedAttachment {
  const { value } = parse(uploadedFileSchema, data);
  if (!value.id) return attachmentAt(key, '', fileName);
  const { id, url } = value;
  return { fileId: { id, key: value.key || key, url, thumbUrl: value.thumbUrl || url }, fileName };
}

/** docs/upload.md: POST multipart uploadFile with the upload data fields plus the file. */
export async function postMultipart(
  transport: UploadTransport,
  input: StrategyInput,
  fields: UploadDataFields,
  action?: string,
): Promise<UploadedAttachment> {
  const form = new FormData();
  for (const [name, value] of dataFieldEntries(fields)) form.append(name, value);
  form.append('file', input.file, input.fileName);
  const answer = await transport.send({
    method: 'POST',
    url: action ?? UPLOAD_FILE_PATH,
    // A storage's own action is a full or site address, not a path under the API base.
    onSite: action !== undefined,
    body: form,
    signal: input.signal,
    onProgress: input.onProgress,
  });
  return readUploadAnswer(answer.data, input.key, input.fileName);
}

/**
 * docs/upload.md form upload: key, x:originalname and token go with the file to the action url, and the
 * storage type (docs/upload.md data fields) so the receiving side knows which storage asked.
 */
export function postForm(
  transport: UploadTransport,
  input: StrategyInput,
  fields: UploadDataFields,
  action: string,
): Promise<UploadedAttachment> {
  const { key, token, uploadType } = fields;
  return postMultipart(
    transport,
    input,
    { key, 'x:originalname': fields['x:originalname'], token, uploadType },
    action,
  );
}
