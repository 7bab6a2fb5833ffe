import { buildTheme, type FontSizeName, type Theme } from '@shell/theme';

const FONT_NAMES: Readonly<Record<number, FontSizeName>> = {
  12: 'small',
  14: 'normal',
  16: 'large',
};

/**
 * Images read best on a dark stage, so the previewer always uses the dark palette with the page's
 * brand and font size (the tokens keep every text at AA contrast on it).
 */
export function previewTheme(outer?: Theme): Theme {
  if (!outer) return buildTheme({ mode: 'dark' });
  if (outer.mode === 'dark') return outer;
  try {
    return buildTheme({
      mode: 'dark',
      brandColor: outer.colors.brand,
      fontSize: FONT_NAMES[outer.font.size] ?? 'normal',
    });
  } catch {
    return outer;
  }
}
