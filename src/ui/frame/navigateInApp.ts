/**
 * Goes to an address inside the app without a reload, from anywhere (the shell's frame, another
 * module). single-spa patches pushState: it re-routes the micro-apps and fires popstate, which
 * every router follows. Before single-spa has loaded (the first moments after sign-in) nobody
 * fires it, so we do.
 */
export function navigateInApp(path: string): void {
  if (window.location.pathname + window.location.search === path) return;
  let announced = false;
  const listen = () => {
    announced = true;
  };
  window.addEventListener('popstate', listen);
  try {
    window.history.pushState(window.history.state, '', path);
  } finally {
    window.removeEventListener('popstate', listen);
  }
  if (!announced)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/** Back in history when the person came from inside the app; otherwise to `fallback`. */
export function goBack(fallback = '/'): void {
  const state = window.history.state as { idx?: number } | null;
  if (typeof state?.idx === 'number' && state.idx > 0) window.history.back();
  else navigateInApp(fallback);
}
