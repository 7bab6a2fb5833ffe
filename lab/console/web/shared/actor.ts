const ACTOR_KEY = 'lab-console-actor';

/** The name the person gave the consoles, for the audit log; '' until they give one. */
export function savedActor(win: Window): string {
  try {
    return win.localStorage.getItem(ACTOR_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

export function saveActor(win: Window, name: string): void {
  try {
    win.localStorage.setItem(ACTOR_KEY, name.trim());
  } catch {
    // Blocked storage: the name lasts as long as this page.
  }
}

/** The header the flag admin API reads; names are percent-encoded (headers are Latin-1). */
export function actorHeader(name: string): Record<string, string> {
  return name === '' ? {} : { 'X-Lab-Actor': encodeURIComponent(name) };
}
