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

/** What the current page told the frame (the kit's FramePage, repeated here: store has no UI). */
export interface FramePageInfo {
  title: string;
  back?: string | true;
}

export class UiStore {
  themeMode: ThemeMode = 'light';
  brandColor: string = DEFAULT_BRAND_COLOR;
  fontSize: FontSizeName = 'normal';
  /** The phone frame is showing: pages leave their title and back to its top bar. */
  compactFrame = false;
  /** The page on screen, for the top bar's title and back (or the host's own bar). */
  page: FramePageInfo | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
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

  setCompactFrame(compact: boolean): void {
    this.compactFrame = compact;
  }

  setPage(page: FramePageInfo | null): void {
    this.page = page;
  }
}
