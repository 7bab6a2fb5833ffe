import { stableStringify } from '../http/stableStringify';

/** An answer as the start-calls script received it, before the shell reads or checks it. */
export interface StartAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * One call the start-calls script sent for the shell, and what it was exactly. Its answer
 * settles only once the script has sent the calls that follow from it, so when the shell holds
 * an answer, the calls it makes next are already on this list with their keys.
 */
export interface StartCall {
  key: string;
  /** null: the request failed on the network, so the shell sends its own. */
  answer: Promise<StartAnswer | null>;
  taken: boolean;
}

/** A host's sign-in code the script asked the host SDK for (single use, so handed over once). */
export interface StartAuthCode {
  host: string;
  corpId: string;
  /** null: the script got no code (not inside the host, no SDK): the shell asks as usual. */
  code: Promise<string | null>;
  taken: boolean;
}

/**
 * What the start-calls script (src/startCalls/startCallsEntry.ts) started before the shell ran,
 * on `window`: the two are separate bundles. The shell takes each thing at most once. Its first
 * sign-in take closes the store: the script, which registers its whole chain at once, then
 * registers nothing, so a single-use code is never sent by both.
 */
export interface StartCalls {
  closed: boolean;
  calls: StartCall[];
  /** A clone of the config file's answer for the shell's own read; null when the fetch failed. */
  config?: Promise<Response | null>;
  /** Host SDK scripts the script added, by URL: loaded, or rejected when they failed. */
  scripts: Record<string, Promise<void>>;
  authCode?: StartAuthCode;
}

declare global {
  interface Window {
    __expenseStartCalls?: StartCalls;
  }
}

/** A request as both sides describe it: absolute URL without query, its params, its body. */
export interface CallRequest {
  method: 'GET' | 'POST';
  url: string;
  /** As the caller gave them: a number goes on the wire as its digits (wireParams). */
  params?: Record<string, unknown>;
  /** An object, or the JSON text axios made of it. */
  body?: unknown;
  /** The staff grant header's value, when the request carries one. */
  grant?: string;
}

function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Params as the query string carries them: `limit: 1000` and `limit: '1000'` are one request. */
export function wireParams(params: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    ]),
  );
}

/** The same text for the same request, whichever side built it (key order aside). */
export function callKey(request: Omit<CallRequest, 'method'> & { method: string }): string {
  return stableStringify([
    request.method.toUpperCase(),
    request.url,
    wireParams(request.params),
    jsonOf(request.body),
    request.grant ?? null,
  ]);
}

/** The script's side: a new store, or undefined when the shell has already looked. */
export function openStartCalls(win: Window): StartCalls | undefined {
  if (win.__expenseStartCalls) return undefined;
  const store: StartCalls = { closed: false, calls: [], scripts: {} };
  win.__expenseStartCalls = store;
  return store;
}

/**
 * The shell's side of sign-in: the store, closed from now on; a closed empty one is left in its
 * place when the script has not run, so that it starts nothing once it does.
 */
export function closeStartCalls(win: Window): StartCalls {
  win.__expenseStartCalls ??= { closed: true, calls: [], scripts: {} };
  win.__expenseStartCalls.closed = true;
  return win.__expenseStartCalls;
}

/** The answer to the first untaken call with this key, taken; null when there is none. */
export function takeStartAnswer(win: Window, key: string): Promise<StartAnswer | null> | null {
  const call = closeStartCalls(win).calls.find((each) => !each.taken && each.key === key);
  if (!call) return null;
  call.taken = true;
  return call.answer;
}

/** The code the script asked `host` for, for this corporation, taken; null when there is none. */
export function takeStartAuthCode(
  win: Window,
  host: string,
  corpId: string,
): Promise<string | null> {
  const hint = closeStartCalls(win).authCode;
  if (!hint || hint.taken || hint.host !== host || hint.corpId !== corpId)
    return Promise.resolve(null);
  hint.taken = true;
  return hint.code;
}
