/** Trailing slashes carry no meaning in a rootPath: '/bills/' is '/bills', '//' is '/'. */
function normalizeRootPath(rootPath: string): string {
  const trimmed = rootPath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * True when `pathname` is inside `rootPath` by whole path segments (docs/micro-frontend.md, the shell's
 * "path starts with rootPath"): '/bills' matches '/bills', '/bills/' and '/bills/1' but not
 * '/billsx'. Case-sensitive, unlike single-spa's string activeWhen, because our routes are;
 * neither side is percent-decoded, so both must use the same encoding.
 */
export function isActiveFor(rootPath: string, pathname: string): boolean {
  if (typeof rootPath !== 'string' || typeof pathname !== 'string') return false;
  const root = normalizeRootPath(rootPath);
  if (root === '/') return true;
  return pathname === root || pathname.startsWith(`${root}/`);
}

/**
 * The one app that owns `pathname`: of all apps whose rootPath matches, the longest rootPath
 * wins (so '/bills/print' beats '/bills'), since everything mounts into the same #root. An
 * equal rootPath keeps the earlier app. Apps without a rootPath never match.
 */
export function pickActiveApp<App extends { rootPath?: string }>(
  apps: readonly App[],
  pathname: string,
): App | undefined {
  let best: App | undefined;
  let bestLength = -1;
  for (const app of apps) {
    if (app.rootPath === undefined || !isActiveFor(app.rootPath, pathname)) continue;
    const length = normalizeRootPath(app.rootPath).length;
    if (length > bestLength) {
      best = app;
      bestLength = length;
    }
  }
  return best;
}
