import { shellPaths } from '../routes/shellPaths';

/** The home's addresses: `/`, and the bank app's entry `/web/`. */
export function isHomePath(path: string): boolean {
  return path === '/' || path.replace(/\/+$/, '') === shellPaths.bankEntry();
}
