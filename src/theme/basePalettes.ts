import type { ThemeColors, ThemeMode } from './Theme';

/** The colours that do not depend on the brand. */
export type BasePalette = Omit<
  ThemeColors,
  'brand' | 'brandHover' | 'brandText' | 'brandOnSurface' | 'focusRing'
>;

// Chosen against every surface of the same mode and pinned by buildTheme.contrast.test.ts:
// text ≥ 7:1 (WCAG AAA), textSecondary and status colours ≥ 4.5:1 (AA text), border ≥ 3:1
// (AA non-text, so input outlines stay visible). textDisabled is exempt in WCAG and kept faint.
export const basePalettes: Readonly<Record<ThemeMode, BasePalette>> = {
  light: {
    text: '#1d2129',
    textSecondary: '#4e5969',
    textDisabled: '#a9aeb8',
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    divider: '#e5e6eb',
    border: '#7b8390',
    danger: '#c62828',
    warning: '#995c00',
    success: '#1a7f37',
    mask: 'rgba(0, 0, 0, 0.45)',
    overlay: 'rgba(0, 0, 0, 0.85)',
  },
  dark: {
    text: '#e8eaed',
    textSecondary: '#a9afb9',
    textDisabled: '#5c6270',
    background: '#121316',
    surface: '#1c1d21',
    surfaceRaised: '#26282d',
    divider: '#2e3036',
    border: '#7c828d',
    danger: '#ff7b72',
    warning: '#e3b341',
    success: '#56d364',
    mask: 'rgba(0, 0, 0, 0.6)',
    overlay: 'rgba(0, 0, 0, 0.85)',
  },
};
