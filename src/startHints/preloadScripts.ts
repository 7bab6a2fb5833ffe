/**
 * Asks for scripts the shell will load, so they are in the cache (or on their way) by then.
 * Settles once every one has arrived or failed: a failed preload is the shell's to meet again.
 */
export function preloadScripts(files: readonly string[]): Promise<void> {
  const arrivals = files.map((href) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    const arrived = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    document.head.appendChild(link);
    return arrived;
  });
  return Promise.all(arrivals).then(() => undefined);
}

/**
 * Calls `then` once the page's script tags for `files` have all run (their `load` event, which a
 * deferred script fires as soon as it ran, before the next one runs); at once for a file with no
 * such tag.
 */
export function afterScriptsRan(files: readonly string[], then: () => void): void {
  const tags = [...document.scripts].filter((tag) =>
    files.some((file) => tag.src !== '' && new URL(tag.src).pathname === file),
  );
  let waiting = tags.length;
  if (waiting === 0) then();
  const ran = () => {
    waiting -= 1;
    if (waiting === 0) then();
  };
  for (const tag of tags) tag.addEventListener('load', ran, { once: true });
}
