/** docs/upload.md Attachment: what a finished upload becomes on the bill. */
export interface UploadedAttachment {
  fileId: { id: string; key: string; url: string; thumbUrl: string };
  fileName: string;
}

/** What every strategy is given for one file. */
export interface StrategyInput {
  file: Blob;
  fileName: string;
  key: string;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** An attachment for a stored key when the server's answer names no id. */
export function attachmentAt(key: string, url: string, fileName: string): UploadedAttachment {
  return { fileId: { id: key, key, url, thumbUrl: url }, fileName };
}
