/**
 * Loads one bundle as a cross-origin classic script (docs/micro-frontend.md). `crossOrigin = 'anonymous'`
 * makes errors thrown by the bundle readable in `window.onerror` instead of "Script error.",
 * without sending cookies to the CDN. The tag is removed once settled: the code has run, and
 * a retry must add a fresh tag. A bundle that throws while evaluating still fires `load`; the
 * caller notices by the missing exports.
 */
export function loadScriptTag(url: string, doc: Document = document): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.crossOrigin = 'anonymous';
    script.async = true;
    const settle = (): void => {
      script.onload = null;
      script.onerror = null;
      script.remove();
    };
    script.onload = () => {
      settle();
      resolve();
    };
    script.onerror = () => {
      settle();
      reject(new Error(`The micro-app script ${url} failed to load`));
    };
    (doc.head ?? doc.documentElement).appendChild(script);
  });
}
