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

export function rememberUi(
  storage: Pick<Storage, 'setItem'> | null,
  ui: Required<RememberedUi>,
): void {
  try {
    storage?.setItem(THEME_KEY, ui.themeMode);
    storage?.setItem(FONT_SIZE_KEY, ui.fontSize);
  } catch {
    // Private mode or a host that forbids storage: the choice just lasts for this page.
  }
}
