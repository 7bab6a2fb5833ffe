import type { LabConsole } from '../LabConsole';

/** Offers `text` as a file download, as a person saving a file expects. */
export function downloadText(lab: LabConsole, file: string, text: string, type: string): void {
  const { dom, win } = lab;
  const url = win.URL.createObjectURL(new win.Blob([text], { type }));
  const link = dom.el('a', { href: url, download: file, hidden: true });
  dom.doc.body.append(link);
  link.click();
  link.remove();
  win.setTimeout(() => win.URL.revokeObjectURL(url), 10000);
}
