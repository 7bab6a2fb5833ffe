import { defineModule } from '@shell/store';
import { uploadDescriptor } from './descriptor';

export const uploadModule = defineModule({ ...uploadDescriptor, routes: [] });

/**
 * What the shell's ExtensionRegistry holds under 'upload' (every export of this bundle); other
 * modules reach the widget as `root.extensions.get('upload')?.exports.AttachmentUploader`.
 */
export { AttachmentUploader, type AttachmentUploaderProps } from './components/AttachmentUploader';
export type { UploadedAttachment } from './pipeline/UploadResult';
export { downloadFile } from './download/downloadFile';
export { storeFile } from './pipeline/storeFile';
export { uploadMessages } from './messages';

/** The registry descriptor's entry ('default') names this export. */
export default uploadModule;
