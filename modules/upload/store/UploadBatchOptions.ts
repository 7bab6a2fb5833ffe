import type { UploadStrategy } from '../pipeline/uploadOne';
import type { UploadedAttachment } from '../pipeline/UploadResult';
import type { ValidationOptions } from '../validation/validateFile';
import type { UploadItem } from './UploadItem';

/** docs/upload.md upload cycle, told to the widget's owner. */
export interface UploadEvents {
  onStart?: (items: readonly UploadItem[]) => void;
  onProgress?: (item: UploadItem) => void;
  onAllDone?: (items: readonly UploadItem[]) => void;
  onUploaded?: (attachment: UploadedAttachment) => void;
  /** docs/upload.md: an oversize file was dropped. */
  onOver?: (file: File) => void;
}

export interface UploadBatchOptions extends UploadEvents {
  strategy: UploadStrategy;
  validation?: ValidationOptions;
}
