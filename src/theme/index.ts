export { buildTheme, DEFAULT_BRAND_COLOR } from './buildTheme';
export { contrastRatio, relativeLuminance } from './contrastRatio';
export { isHexColor, normalizeHexColor } from './isHexColor';
export { font, s, space, type ThemeProps } from './s';
export {
  BREAKPOINTS,
  controlSize,
  focusRing,
  media,
  PHONE_QUERY,
  squareControlSize,
  typo,
} from './media';
export {
  COLOR_TOKENS,
  type ColorToken,
  type ElevationToken,
  type FontSizeName,
  type RadiusToken,
  type SpaceToken,
  type Theme,
  type ThemeColors,
  type ThemeMode,
  type ThemeOptions,
  type TypeStyle,
  type TypeToken,
} from './Theme';
export { ThemeError } from './ThemeError';
