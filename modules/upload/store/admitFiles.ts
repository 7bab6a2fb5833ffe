import type { UploadMessages } from '../messages';
import { UPLOAD_LIMITS } from '../uploadConstants';
import { validateFile, type ValidationOptions } from '../validation/validateFile';
import type { UploadItem } from './UploadItem';

export interface Admission {
  accepted: File[];
  /** What to tell the person: refused files and a batch over the limit. */
  notices: string[];
  /** docs/upload.md: oversize files are dropped and an 'over' event is emitted for each. */
  over: File[];
}

/** docs/upload.md rules and docs/upload.md batch limit of 10 over one pick. */
export function admitFiles(
  files: readonly File[],
  options: ValidationOptions,
  messages: UploadMessages,
): Admission {
  const admission: Admission = { accepted: [], notices: [], over: [] };
  if (files.length > UPLOAD_LIMITS.filesPerBatch) {
    admission.notices.push(messages.tooManyFiles(UPLOAD_LIMITS.filesPerBatch));
  }
  for (const file of files.slice(0, UPLOAD_LIMITS.filesPerBatch)) {
    const verdict = validateFile(file, options, messages);
    if (verdict.ok) {
      admission.accepted.push(file);
      continue;
    }
    if (verdict.reason === 'over') admission.over.push(file);
    if (verdict.message) admission.notices.push(verdict.message);
  }
  return admission;
}

/** The text shown for a failed item. */
export function uploadErrorText(error: UploadItem['error'], messages: UploadMessages): string {
  if (error === 'md5-mismatch') return messages.md5Mismatch;
  if (error === 'cancelled') return messages.cancelled;
  if (error === 'timeout') return messages.timedOut;
  if (error === 'too-large') return messages.chatAppTooLarge;
  return messages.uploadFailed;
}
