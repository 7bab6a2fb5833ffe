import type { UploadedAttachment } from '../pipeline/UploadResult';
import type { UploadErrorCode } from '../pipeline/UploadError';

/** Upload file entry (docs/upload.md) status. */
export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadProgress {
  /** 0–100, whole numbers. */
  percent: number;
  loaded: number;
  total: number;
}

/** Upload file entry (docs/upload.md): name, status, progress, response (the xhr is the transport's). */
export interface UploadItem {
  id: string;
  name: string;
  file: Blob;
  status: UploadStatus;
  progress: UploadProgress;
  response: UploadedAttachment | null;
  error: UploadErrorCode | null;
  /** A refused token call as the client rejected it, for the shell's notifier to word. */
  refusal?: unknown;
  /** 0 for the first try; the oss path puts simply on a retry. */
  attempt: number;
}

export function progressOf(loaded: number, total: number): UploadProgress {
  const safeTotal = Number.isFinite(total) && total > 0 ? total : 0;
  const safeLoaded = Math.min(Math.max(Number.isFinite(loaded) ? loaded : 0, 0), safeTotal);
  const percent = safeTotal === 0 ? 0 : Math.floor((safeLoaded / safeTotal) * 100);
  return { percent, loaded: safeLoaded, total: safeTotal };
}

/** A picked file as its first attempt starts. */
export function newUploadItem(id: string, file: File): UploadItem {
  return {
    id,
    name: file.name,
    file,
    status: 'uploading',
    progress: progressOf(0, file.size),
    response: null,
    error: null,
    attempt: 0,
  };
}

/** The batch's overall progress: done items count whole, the rest as far as they got. */
export function overallProgress(items: readonly UploadItem[]): UploadProgress {
  let loaded = 0;
  let total = 0;
  for (const item of items) {
    loaded += item.status === 'done' ? item.progress.total : item.progress.loaded;
    total += item.progress.total;
  }
  return progressOf(loaded, total);
}
