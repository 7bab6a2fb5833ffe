export const LAB_ADMIN_PREFIX = '/__lab';

/** Admin calls would drown the app's own calls and make counts depend on who is watching. */
export function isLabAdminPath(path: string): boolean {
  return path === LAB_ADMIN_PREFIX || path.startsWith(`${LAB_ADMIN_PREFIX}/`);
}
