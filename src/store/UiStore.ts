import { makeAutoObservable } from 'mobx';
import {
  buildTheme,
  DEFAULT_BRAND_COLOR,
  isHexColor,
  type FontSizeName,
  type Theme,
  type ThemeMode,
} from '../theme';

export type { FontSizeName, ThemeMode };

export class UiStore {
  themeMode: ThemeMode = 'light';
  brandColor: string = DEFAULT_BRAND_COLOR;
  fontSize: FontSizeName = 'normal';

  constructor() {
    makeAutoObservable(this);
  }

  get theme(): Theme {
    return buildTheme({
      mode: this.themeMode,
      brandColor: this.brandColor,
      fontSize: this.fontSize,
    });
  }

  setThemeMode(mode: unknown): void {
    this.themeMode = mode === 'dark' ? 'dark' : 'light';
  }

  /** A bad colour (from a tenant setting or the address bar) keeps the current one and reports false. */
  setBrandColor(color: unknown): boolean {
    if (typeof color !== 'string' || !isHexColor(color)) return false;
    this.brandColor = color;
    return true;
  }

  setFontSize(size: unknown): void {
    this.fontSize = size === 'large' || size === 'small' ? size : 'normal';
  }
}
