/** docs/upload.md: the random key suffix runs from 1 to 1000. */
export const KEY_RANDOM_MAX = 1000;

/**
 * The storage key of docs/upload.md for a client that sent none: the original name without its
 * extension and whitespace, then the timestamp, a random 1-1000, and the extension.
 */
export function uploadKey(fileName: string, now: Date, random: () => number = Math.random): string {
  const dot = fileName.lastIndexOf('.');
  const hasExtension = dot > 0;
  const base = (hasExtension ? fileName.slice(0, dot) : fileName).replace(/\s+/g, '');
  const extension = hasExtension ? fileName.slice(dot) : '';
  const suffix = Math.floor(random() * KEY_RANDOM_MAX) + 1;
  return `${base}${now.getTime()}${suffix}${extension}`;
}
