/** docs/upload.md "Upload" constants, in one place so tests and the widget agree. */
export const UPLOAD_LIMITS = {
  filesPerBatch: 10,
  cloudStorageTimeoutMs: 120_000,
  /**
   * The multipart, form and object-store paths: the spec gives no timeout, so ours matches the
   * cloud path's 120 s — a stalled link ends in a retryable error instead of spinning forever.
   */
  httpUploadTimeoutMs: 120_000,
  nativeUploadTimeoutMs: 60_000,
  compressThresholdBytes: 8_388_608,
  compressQuality: 0.8,
  md5ChunkBytes: 8_097_152,
  defaultMaxSizeMb: 24,
  /** The encoded file name must be shorter than this. */
  encodedNameLimit: 227,
  randomKeyMax: 1000,
} as const;

export const UPLOAD_FILE_PATH = '/v1/attachment/attachments/uploadFile';
export const UPLOAD_TOKEN_PATH = '/v1/attachment/attachments/token';
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['jpg', 'png', 'jpeg'];
