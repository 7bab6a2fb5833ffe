import { reaction } from 'mobx';
import type { UiStore } from './store/UiStore';
import type { FontSizeName, ThemeMode } from './theme';

const THEME_KEY = 'expense.themeMode';
const FONT_SIZE_KEY = 'expense.fontSize';

export interface RememberedUi {
  themeMode?: ThemeMode;
  fontSize?: FontSizeName;
}

function read(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The person's theme and text size, remembered like the language. Only known values come back:
 * storage is page-writable, so anything else reads as "not chosen".
 */
export function readRememberedUi(storage: Pick<Storage, 'getItem'> | null): RememberedUi {
  const theme = read(storage, THEME_KEY);
  const size = read(storage, FONT_SIZE_KEY);
  return {
    ...(theme === 'light' || theme === 'dark' ? { themeMode: theme } : {}),
    ...(size === 'small' || size === 'normal' || size === 'large' ? { fontSize: size } : {}),
  };
}

export function rememberUi(storage: Pick<Storage, 'setItem'> | null, ui: RememberedUi): void {
  try {
    if (ui.themeMode) storage?.setItem(THEME_KEY, ui.themeMode);
    if (ui.fontSize) storage?.setItem(FONT_SIZE_KEY, ui.fontSize);
  } catch {
    // Private mode or a host that forbids storage: the choice just lasts for this page.
  }
}

/**
 * Applies the remembered theme and text size, and remembers every later choice. Only the
 * person's own text-size pick is remembered: the staff setting's size (applied at sign-in) is
 * not a pick, or it would pin itself here and beat a later change of the setting.
 */
export function wireRememberedUi(ui: UiStore, storage: Storage | null): void {
  const remembered = readRememberedUi(storage);
  if (remembered.themeMode) ui.setThemeMode(remembered.themeMode);
  if (remembered.fontSize) ui.chooseFontSize(remembered.fontSize);
  reaction(
    () => ({ themeMode: ui.themeMode, fontSize: ui.chosenFontSize ?? undefined }),
    (chosen) => rememberUi(storage, chosen),
  );
}
