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
/** Text roles, from the staff's base size (the spec's 14/22 at 'normal'). */
export type TypeToken = 'caption' | 'body' | 'subtitle' | 'title' | 'headline';
export type ElevationToken = 'card' | 'raised' | 'overlay';

export interface TypeStyle {
  readonly size: number;
  readonly lineHeight: number;
  readonly weight: number;
}

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
  readonly typography: Readonly<Record<TypeToken, TypeStyle>>;
  /** CSS box-shadow values, darker in dark mode where a shadow shows less. */
  readonly elevation: Readonly<Record<ElevationToken, string>>;
  /** Layers from the page up: sticky bars, the app's navigation, popups (spec: 999), modals, toasts. */
  readonly zIndex: {
    readonly sticky: number;
    readonly nav: number;
    readonly popup: number;
    readonly modal: number;
    readonly toast: number;
  };
  /** In ms; the spec's 300 ms fades. `prefers-reduced-motion` switches them off (GlobalStyle). */
  readonly motion: { readonly overlayMs: number; readonly quickMs: number };
  /** Lower bounds in px: phone below `tablet`, desktop from `desktop`. */
  readonly breakpoints: { readonly tablet: number; readonly desktop: number };
  /** Control heights in px: `touch` on coarse pointers and phones (WCAG 2.5.5), `dense` otherwise. */
  readonly control: { readonly touch: number; readonly dense: number };
}
