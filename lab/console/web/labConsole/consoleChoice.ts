/** Who, where and what the person chose in the open form. */
export interface ConsoleChoice {
  host: string;
  corp: string;
  staff: string;
  scenario: string;
  mode: string;
  device: string;
  /** A saved recording to replay when the app opens; '' for none. */
  recording: string;
}

export const NO_SCENARIO = 'none';
const CHOICE_KEY = 'lab-console-choice';
const FIELDS: Array<keyof ConsoleChoice> = [
  'host',
  'corp',
  'staff',
  'scenario',
  'mode',
  'device',
  'recording',
];

const empty = (): ConsoleChoice => ({
  host: '',
  corp: '',
  staff: '',
  scenario: '',
  mode: '',
  device: '',
  recording: '',
});

/** Only string fields survive: storage and addresses are edited by people and extensions. */
function pick(source: Record<string, unknown>): Partial<ConsoleChoice> {
  const out: Partial<ConsoleChoice> = {};
  for (const field of FIELDS) {
    const value = source[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** The last choice from localStorage, overridden by a shared link's parameters. */
export function loadChoice(win: Window): { choice: ConsoleChoice; openNow: boolean } {
  let saved: Partial<ConsoleChoice> = {};
  try {
    const raw: unknown = JSON.parse(win.localStorage.getItem(CHOICE_KEY) ?? '{}');
    if (typeof raw === 'object' && raw !== null) saved = pick(raw as Record<string, unknown>);
  } catch {
    saved = {};
  }
  const params = new URLSearchParams(win.location.search);
  const linked = pick(Object.fromEntries(params));
  return { choice: { ...empty(), ...saved, ...linked }, openNow: params.get('open') === '1' };
}

export function saveChoice(win: Window, choice: ConsoleChoice): void {
  try {
    // A recording is replayed from a link or the list, never silently on the next visit.
    win.localStorage.setItem(CHOICE_KEY, JSON.stringify({ ...choice, recording: undefined }));
  } catch {
    // Storage may be full or blocked; the console works without remembering.
  }
}

/** A link that opens this console with the same choice and opens the app at once. */
export function shareLink(win: Window, choice: ConsoleChoice, locale: string): string {
  const url = new URL(win.location.pathname, win.location.origin);
  for (const field of FIELDS) if (choice[field] !== '') url.searchParams.set(field, choice[field]);
  url.searchParams.set('lang', locale);
  url.searchParams.set('open', '1');
  return url.toString();
}
