/** An answer the upload routes refuse with: the status and the lab envelope's code and message. */
export interface UploadRejection {
  status: number;
  code: string;
  message: string;
}

/** docs/upload.md file-name messages, word for word, so the app can show what it would show. */
export const FORBIDDEN_CHARS_MESSAGE = '文件名称不得包含%、#字符, 请修改名称后重新上传';
export const NAME_TOO_LONG_MESSAGE = '文件名称不得超过34个字符, 上传失败';

/** Codes shared with the upload presets (upload-413, upload-md5-mismatch) so both look alike. */
export const UPLOAD_CODES = {
  tooLarge: 'error:attachment:too-large',
  md5Mismatch: 'error:attachment:md5-mismatch',
  badName: 'error:attachment:bad-name',
  forbiddenChars: 'error:attachment:name-forbidden-chars',
  nameTooLong: 'error:attachment:name-too-long',
  notMultipart: 'error:attachment:not-multipart',
  badMultipart: 'error:attachment:bad-multipart',
  missingFile: 'error:attachment:missing-file',
  notFound: 'error:attachment:not-found',
  noSuchBucket: 'error:attachment:no-such-bucket',
  bodyConsumed: 'error:attachment:body-consumed',
  badToken: 'error:attachment:bad-token',
} as const;

export function tooLarge(maxBytes: number): UploadRejection {
  return {
    status: 413,
    code: UPLOAD_CODES.tooLarge,
    // docs/upload.md counts megabytes as size / 1e6.
    message: `File is larger than the ${maxBytes / 1e6} MB limit (${maxBytes} bytes)`,
  };
}

export function md5Mismatch(): UploadRejection {
  return {
    status: 400,
    code: UPLOAD_CODES.md5Mismatch,
    message: 'file checksum (md5) does not match',
  };
}
