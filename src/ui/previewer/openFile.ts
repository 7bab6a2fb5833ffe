import { documentPreviewUrl, openLink, overlayBus } from '@shell/navigation';
import { isImageName, titleFromUrl } from './previewItems';

export interface OpenableFile {
  url: string;
  name: string;
}

export interface OpenFileOptions {
  /** How the previewer's download button fetches an image (same-site files need the token). */
  onDownload?: (url: string, title: string) => void;
}

const isImage = (file: OpenableFile) =>
  isImageName(file.name) || isImageName(titleFromUrl(file.url));

/**
 * docs/overlays-and-previewer.md, the one way a file opens wherever it is listed: an image in the full-screen previewer
 * through its system event, paging through the other images of `files`; any other file (PDF,
 * OFD, Word…) at the document preview address with the person's watermark, in a new tab. False
 * when nothing opened it: no previewer mounted, no preview host configured, an unsafe address.
 */
export function openFile(
  files: readonly OpenableFile[],
  index: number,
  options: OpenFileOptions = {},
): boolean {
  const file = files[index];
  if (!file) return false;
  if (isImage(file)) {
    const images = files.filter(isImage);
    return overlayBus.emit('imagePreview:open', {
      images: images.map(({ url, name }) => ({ url, name })),
      index: images.indexOf(file),
      onDownload: options.onDownload,
    });
  }
  const address = documentPreviewUrl(file);
  return address !== null && openLink(address, 'newTab');
}

/** Whether `openFile` can open this file here: images always, others with a preview host. */
export function canOpenFile(file: OpenableFile): boolean {
  return isImage(file) || documentPreviewUrl(file) !== null;
}
