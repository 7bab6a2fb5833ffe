/** docs/architecture.md: the remembered previous-page key. */
export const PREVIOUS_PAGE_KEY = 'expense:previousPage';

type PageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Only this site's own paths are kept, so a stored value can never send anyone off-site. */
const isLocalPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');

export function rememberPreviousPage(path: string, storage: PageStorage = sessionStorage): void {
  if (!isLocalPath(path)) return;
  try {
    storage.setItem(PREVIOUS_PAGE_KEY, path);
  } catch {
    // Storage full or blocked (private mode): going back then uses the default page.
  }
}

/** The remembered path, or `fallback` when none (or a tampered one) is stored. */
export function readPreviousPage(fallback = '/', storage: PageStorage = sessionStorage): string {
  try {
    const stored = storage.getItem(PREVIOUS_PAGE_KEY);
    return isLocalPath(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** The remembered path, forgotten as it is read: a page is gone back to once. */
export function takePreviousPage(storage: PageStorage = sessionStorage): string | null {
  const path = readPreviousPage('', storage);
  try {
    storage.removeItem(PREVIOUS_PAGE_KEY);
  } catch {
    // Blocked storage: nothing was remembered either.
  }
  return path || null;
}
