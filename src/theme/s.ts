import type { ColorToken, SpaceToken, Theme } from './Theme';

/** What styled-components passes to an interpolation; only the theme is read. */
export interface ThemeProps {
  readonly theme: Theme;
}

/** `color: ${s('text')};` in a styled template: reads the token from the current theme. */
export function s(token: ColorToken): (props: ThemeProps) => string {
  return ({ theme }) => theme.colors[token];
}

/** `padding: ${space('md')};`: the spacing scale in px. */
export function space(token: SpaceToken): (props: ThemeProps) => string {
  return ({ theme }) => `${theme.spacing[token]}px`;
}

/** `${font}` in a styled template: the base size, line height and family as declarations. */
export function font({ theme }: ThemeProps): string {
  const { size, lineHeight, family } = theme.font;
  return `font-size: ${size}px; line-height: ${lineHeight}px; font-family: ${family};`;
}
