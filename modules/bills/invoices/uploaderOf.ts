import type { RootStore } from '@shell/store';
import type { AttachmentValue } from '../forms/fieldValues';
import { fieldsOf, readText } from '../models/readFields';

type StoreFile = (root: RootStore, file: File) => Promise<unknown>;

/**
 * Stores a captured file through the upload module's `storeFile` (its bundle is separate: no
 * import); its answer is read as untrusted. Rejects while that extension is absent.
 */
export function uploaderOf(root: RootStore): (file: File) => Promise<AttachmentValue> {
  return async (file) => {
    const candidate = root.extensions.get('upload')?.exports.storeFile;
    if (typeof candidate !== 'function') throw new Error('The upload extension is not loaded');
    const answer = fieldsOf(await (candidate as StoreFile)(root, file));
    const fileId = fieldsOf(answer.fileId);
    const id = readText(fileId, 'id');
    if (!id) throw new Error('The upload answered without a file id');
    return {
      fileName: readText(answer, 'fileName') || file.name,
      fileId: {
        id,
        key: readText(fileId, 'key'),
        url: readText(fileId, 'url'),
        thumbUrl: readText(fileId, 'thumbUrl'),
      },
    };
  };
}
