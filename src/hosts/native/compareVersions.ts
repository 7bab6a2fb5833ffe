const VERSION = /^\d+(\.\d+){0,3}$/;

/** Dotted numeric versions only ('9.59', '0.9.80'); anything else from a user agent is unusable. */
export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && VERSION.test(value);
}

/** -1, 0 or 1 by numeric segments; missing segments count as 0 ('9.59' equals '9.59.0'). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.split('.').map(toSegment);
  const right = b.split('.').map(toSegment);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

function toSegment(segment: string): number {
  const value = Number.parseInt(segment, 10);
  return Number.isFinite(value) ? value : 0;
}
