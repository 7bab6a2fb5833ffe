/**
 * Goes to an address inside the app without a reload, from anywhere (the shell's frame, another
 * module): single-spa patches pushState and re-routes, and each module router follows the
 * popstate single-spa then fires.
 */
export function navigateInApp(path: string): void {
  if (window.location.pathname + window.location.search === path) return;
  window.history.pushState(window.history.state, '', path);
}

/** Back in history when the person came from inside the app; otherwise to `fallback`. */
export function goBack(fallback = '/'): void {
  const state = window.history.state as { idx?: number } | null;
  if (typeof state?.idx === 'number' && state.idx > 0) window.history.back();
  else navigateInApp(fallback);
}
