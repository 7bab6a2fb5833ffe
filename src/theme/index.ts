export { buildTheme, DEFAULT_BRAND_COLOR } from './buildTheme';
export { contrastRatio, relativeLuminance } from './contrastRatio';
export { isHexColor, normalizeHexColor } from './isHexColor';
export { font, s, space, type ThemeProps } from './s';
export {
  COLOR_TOKENS,
  type ColorToken,
  type FontSizeName,
  type RadiusToken,
  type SpaceToken,
  type Theme,
  type ThemeColors,
  type ThemeMode,
  type ThemeOptions,
} from './Theme';
export { ThemeError } from './ThemeError';
