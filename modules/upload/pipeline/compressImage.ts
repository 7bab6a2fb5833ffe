import { COMPRESSIBLE_EXTENSIONS, UPLOAD_LIMITS } from '../uploadConstants';
import { fileExtension } from '../validation/fileExtension';

/** Re-encodes an image at a quality; injectable because jsdom has no canvas. */
export type ImageEncoder = (file: Blob, quality: number) => Promise<Blob>;

/** docs/upload.md: a jpg, png or jpeg of 8388608 bytes or more is compressed at quality 0.8. */
export function needsCompression(fileName: string, size: number): boolean {
  return (
    COMPRESSIBLE_EXTENSIONS.includes(fileExtension(fileName)) &&
    size >= UPLOAD_LIMITS.compressThresholdBytes
  );
}

/** The browser encoder: draw on a canvas and export as JPEG at the quality. */
export const canvasEncoder: ImageEncoder = async (file, quality) => {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be compressed'))),
      'image/jpeg',
      quality,
    ),
  );
};

/** The file to send: compressed when the rule says so and it got smaller, else as picked. */
export async function compressIfNeeded(
  file: Blob,
  fileName: string,
  encode: ImageEncoder = canvasEncoder,
): Promise<{ file: Blob; compressed: boolean }> {
  if (!needsCompression(fileName, file.size)) return { file, compressed: false };
  try {
    const smaller = await encode(file, UPLOAD_LIMITS.compressQuality);
    return smaller.size < file.size
      ? { file: smaller, compressed: true }
      : { file, compressed: false };
  } catch {
    // An image the browser cannot decode is still proof: send it as it is.
    return { file, compressed: false };
  }
}
