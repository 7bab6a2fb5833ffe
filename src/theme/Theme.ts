export type ThemeMode = 'light' | 'dark';
export type FontSizeName = 'normal' | 'large' | 'small';

/** Semantic colour names: components say what a colour is for, never which colour it is. */
export const COLOR_TOKENS = [
  'text',
  'textSecondary',
  'textDisabled',
  'background',
  'surface',
  'surfaceRaised',
  'divider',
  'border',
  'brand',
  'brandHover',
  'brandText',
  'brandOnSurface',
  'danger',
  'warning',
  'success',
  'focusRing',
  'mask',
  'overlay',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];
export type ThemeColors = Readonly<Record<ColorToken, string>>;

export type SpaceToken = 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
export type RadiusToken = 'sm' | 'md' | 'lg' | 'round';

export interface ThemeOptions {
  readonly mode: ThemeMode;
  /** Validated: `#` plus 3 or 6 hex digits. Defaults to the spec's #2555FF. */
  readonly brandColor?: string;
  /** Defaults to 'normal' (14/22), the spec's default size. */
  readonly fontSize?: FontSizeName;
}

export interface Theme {
  readonly mode: ThemeMode;
  /** Hex `#rrggbb`, except `mask` and `overlay`, which are translucent `rgba()`. */
  readonly colors: ThemeColors;
  /** Sizes in px. */
  readonly font: { readonly size: number; readonly lineHeight: number; readonly family: string };
  /** In px. */
  readonly spacing: Readonly<Record<SpaceToken, number>>;
  /** In px. */
  readonly radius: Readonly<Record<RadiusToken, number>>;
  readonly zIndex: { readonly popup: number; readonly modal: number; readonly toast: number };
  readonly motion: { readonly overlayMs: number };
}
