import { hexToRgb } from './contrastRatio';

/** Moves `from` towards `to` by `amount` (0–1) in sRGB: plain enough for hover shades. */
export function mixColors(from: string, to: string, amount: number): string {
  const target = hexToRgb(to);
  const mixed = hexToRgb(from).map((c, i) => Math.round(c + (target[i] - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
