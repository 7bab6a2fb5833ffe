import type { RootStore } from '@shell/store';
import { uploadDepsOf } from './uploadDepsOf';
import { uploadOne } from './uploadOne';
import type { UploadedAttachment } from './UploadResult';

/**
 * One file stored without the widget (another module attaches a file it already has, such as
 * an invoice read from a photo): the multipart path, compressed like the widget's images.
 */
export function storeFile(root: RootStore, file: File): Promise<UploadedAttachment> {
  return uploadOne(uploadDepsOf(root), {
    file,
    fileName: file.name,
    strategy: { kind: 'multipart' },
    retry: false,
  });
}
