/**
 * docs/architecture.md download helper: saves an address through a temporary link. `download` is a hint the
 * browser honours for same-site addresses; others open as they would from a link.
 */
export function triggerDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener noreferrer';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
