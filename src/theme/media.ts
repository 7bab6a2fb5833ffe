import { css } from 'styled-components';
import type { ThemeProps } from './s';

/** Phone below 600 px, desktop from 1024 px (the tokens in buildTheme carry the same numbers). */
export const BREAKPOINTS = { tablet: 600, desktop: 1024 } as const;
export const CONTROL_SIZES = { touch: 44, dense: 36 } as const;

const below = (px: number) => `(max-width: ${px - 0.02}px)`;

/** Media queries for styled templates: `${media.phone} { … }`. */
export const media = {
  phone: `@media ${below(BREAKPOINTS.tablet)}`,
  tabletUp: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
  /** A finger, not a mouse: coarse pointers and anything phone-sized get touch-sized controls. */
  touch: `@media (pointer: coarse), ${below(BREAKPOINTS.tablet)}`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The same query for matchMedia in components that change structure, not only style. */
export const PHONE_QUERY = below(BREAKPOINTS.tablet);

/** A control's hit area: dense on desktop, at least 44 × 44 CSS px on touch (WCAG 2.5.5). */
export const controlSize = ({ theme }: ThemeProps) => css`
  min-height: ${theme.control.dense}px;

  ${media.touch} {
    min-height: ${theme.control.touch}px;
  }
`;

/** Square icon controls: the same sizes in both directions. */
export const squareControlSize = ({ theme }: ThemeProps) => css`
  min-width: ${theme.control.dense}px;
  min-height: ${theme.control.dense}px;

  ${media.touch} {
    min-width: ${theme.control.touch}px;
    min-height: ${theme.control.touch}px;
  }
`;

/** `${typo('title')}`: size, line height and weight of a text role. */
export const typo =
  (token: keyof ThemeProps['theme']['typography']) =>
  ({ theme }: ThemeProps) => {
    const { size, lineHeight, weight } = theme.typography[token];
    return `font-size: ${size}px; line-height: ${lineHeight}px; font-weight: ${weight};`;
  };

/** Keyboard focus that shows on every surface (WCAG 2.4.7), never on a mouse click. */
export const focusRing = ({ theme }: ThemeProps) => css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
