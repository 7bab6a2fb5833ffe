import { UPLOAD_LIMITS } from '../uploadConstants';

/**
 * docs/upload.md upload key: the original name without its extension and whitespace, the timestamp,
 * a random 1–1000 and the extension (with its dot). Clock and random are injectable.
 */
export function uploadKey(
  fileName: string,
  now: number,
  random: () => number = Math.random,
): string {
  const dot = fileName.lastIndexOf('.');
  const hasExtension = dot > 0;
  const base = (hasExtension ? fileName.slice(0, dot) : fileName).replace(/\s+/g, '');
  const extension = hasExtension ? fileName.slice(dot) : '';
  const draw = Math.floor(random() * UPLOAD_LIMITS.randomKeyMax) + 1;
  const suffix = Math.min(Math.max(draw, 1), UPLOAD_LIMITS.randomKeyMax);
  return `${base}${now}${suffix}${extension}`;
}
