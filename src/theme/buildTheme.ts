import { basePalettes, type BasePalette } from './basePalettes';
import { contrastRatio } from './contrastRatio';
import { BREAKPOINTS, CONTROL_SIZES } from './media';
import { normalizeHexColor } from './isHexColor';
import { mixColors } from './mixColors';
import type { FontSizeName, Theme, ThemeColors, ThemeOptions } from './Theme';
import { ThemeError } from './ThemeError';

export const DEFAULT_BRAND_COLOR = '#2555FF';

const FONT_SCALES: ReadonlyMap<FontSizeName, { size: number; lineHeight: number }> = new Map([
  ['small', { size: 12, lineHeight: 20 }],
  ['normal', { size: 14, lineHeight: 22 }],
  ['large', { size: 16, lineHeight: 24 }],
]);

// System fonts first: no web-font download, and each platform's CJK face for zh-CN.
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", ' +
  '"Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Helvetica, Arial, sans-serif';

// First that reaches AA on the brand wins: white suits most brands; the near-black text colour
// and then pure black cover light brands (black always passes when white does not).
const BRAND_TEXT_CANDIDATES = ['#ffffff', '#1d2129', '#000000'];
const MIN_TEXT_CONTRAST = 4.5;
const MIN_FOCUS_CONTRAST = 3;
const HOVER_SHIFT = 0.12;

/**
 * Builds the whole theme from the staff's settings. Throws `ThemeError` for a bad brand colour,
 * mode or font size, naming the value, so the caller can fall back to the default theme.
 */
export function buildTheme({
  mode,
  brandColor = DEFAULT_BRAND_COLOR,
  fontSize = 'normal',
}: ThemeOptions): Theme {
  if (mode !== 'light' && mode !== 'dark') throw new ThemeError(`Unknown theme mode ${show(mode)}`);
  const scale = FONT_SCALES.get(fontSize);
  if (!scale) throw new ThemeError(`Unknown font size ${show(fontSize)}`);
  const brand = normalizeHexColor(brandColor, 'brand colour');

  return deepFreeze({
    mode,
    colors: colorsFor(basePalettes[mode], brand),
    font: { ...scale, family: FONT_FAMILY },
    typography: typographyFor(scale),
    spacing: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
    radius: { sm: 2, md: 4, lg: 8, round: 9999 },
    elevation: ELEVATION[mode],
    zIndex: { sticky: 100, nav: 200, popup: 999, modal: 1000, toast: 1100 },
    motion: { overlayMs: 300, quickMs: 150 },
    breakpoints: BREAKPOINTS,
    control: CONTROL_SIZES,
  });
}

const ELEVATION: Readonly<Record<'light' | 'dark', Theme['elevation']>> = {
  light: {
    card: '0 1px 2px rgba(0, 0, 0, 0.06)',
    raised: '0 4px 12px rgba(0, 0, 0, 0.12)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.2)',
  },
  dark: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    raised: '0 4px 12px rgba(0, 0, 0, 0.5)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

/** Roles step 2 px in size and line height from the base, so 'large' staff get larger titles too. */
function typographyFor(base: { size: number; lineHeight: number }): Theme['typography'] {
  const step = (delta: number, weight: number) => ({
    size: base.size + delta,
    lineHeight: base.lineHeight + delta,
    weight,
  });
  return {
    caption: step(-2, 400),
    body: step(0, 400),
    subtitle: step(2, 600),
    title: step(4, 600),
    headline: step(6, 600),
  };
}

function colorsFor(base: BasePalette, brand: string): ThemeColors {
  const brandText =
    BRAND_TEXT_CANDIDATES.find((c) => contrastRatio(c, brand) >= MIN_TEXT_CONTRAST) ?? '#000000';
  // Hover moves away from the text colour, so the label's contrast only grows on hover.
  const away = brandText === '#ffffff' ? '#000000' : '#ffffff';
  // A focus ring must stand out from the page (WCAG 2.4.11); a pale brand on white would not.
  const brandShowsOnPage = [base.background, base.surface].every(
    (page) => contrastRatio(brand, page) >= MIN_FOCUS_CONTRAST,
  );
  return {
    ...base,
    brand,
    brandHover: mixColors(brand, away, HOVER_SHIFT),
    brandText,
    brandOnSurface: readableBrand(base, brand),
    focusRing: brandShowsOnPage ? brand : base.text,
  };
}

/** The brand as text on the page: moved toward the text colour until it reads at 4.5:1 (WCAG AA). */
function readableBrand(base: BasePalette, brand: string): string {
  for (let step = 0; step <= 10; step += 1) {
    const candidate = mixColors(brand, base.text, step / 10);
    const readable = [base.background, base.surface, base.surfaceRaised].every(
      (page) => contrastRatio(candidate, page) >= MIN_TEXT_CONTRAST,
    );
    if (readable) return candidate;
  }
  return base.text;
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value);
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  }
  return Object.freeze(value);
}
