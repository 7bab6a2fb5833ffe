import { normalizeHexColor } from './isHexColor';

export type Rgb = readonly [red: number, green: number, blue: number];

export function hexToRgb(hex: string): Rgb {
  const six = normalizeHexColor(hex);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(six.slice(at, at + 2), 16));
  return [r, g, b];
}

/** WCAG 2.x relative luminance, 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, from 1 (same colour) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
