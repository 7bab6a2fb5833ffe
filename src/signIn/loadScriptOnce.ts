const loads = new Map<string, Promise<void>>();

function addScript(url: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`The host SDK at ${url} failed to load`));
    };
    document.head.append(script);
  });
}

/**
 * Adds a host SDK script once per URL; a failed load is forgotten so a retry can try again. One
 * the start-calls script already added is that load (it falls back to our own if it failed).
 */
export function loadScriptOnce(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const early = window.__expenseStartCalls?.scripts[url];
  const load = early ? early.catch(() => addScript(url)) : addScript(url);
  loads.set(url, load);
  return load;
}
