const loads = new Map<string, Promise<void>>();

/** Adds a host SDK script once per URL; a failed load is forgotten so a retry can try again. */
export function loadScriptOnce(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
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
  loads.set(url, load);
  return load;
}
