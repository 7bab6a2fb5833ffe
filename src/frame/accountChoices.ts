import type { Locale } from '../i18n';
import type { FontSizeName, ThemeMode } from '../theme';

/** Each language by its own name, so a person who cannot read the current one finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };
export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
export const FONT_SIZES: readonly FontSizeName[] = ['small', 'normal', 'large'];
