import type { LabHostId } from '../../../mocks-server/hosts/labHostIds';
import type { HostMode } from '../hostModes';

/** What the lab answered a fake SDK: never a thrown error, so every host can shape its own. */
export interface LabAnswer {
  ok: boolean;
  /** 0 when the lab could not be reached. */
  status: number;
  data: Record<string, unknown>;
}

export interface HostCall {
  host: string;
  method: string;
  args: unknown;
}

/** The page as a fake SDK sees it, with the calls log end-to-end tests read. */
export type SdkWindow = Window & typeof globalThis & { __labHostCalls?: HostCall[] };

const MAX_CALLS = 200;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An options argument as the fakes read it: the app is trusted no more than any caller. */
export const optionsOf = (value: unknown): Record<string, unknown> =>
  isObject(value) ? value : {};

export const numberOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

/** The host's own error text from whichever field its answer uses. */
export function messageOf(answer: LabAnswer, fallback: string): string {
  const { data } = answer;
  const text = data.errMsg ?? data.errString ?? data.errorMessage ?? data.msg ?? data.message;
  return typeof text === 'string' ? text : fallback;
}

export const codeOf = (answer: LabAnswer): string =>
  typeof answer.data.code === 'string' ? answer.data.code : '';

/**
 * What every fake SDK shares: talking to the lab (same origin, the cookies carry the lab
 * identity), a promise that never settles for 'hang', callbacks on a 0 ms timer as real
 * bridges answer asynchronously, and a bounded log of calls at `window.__labHostCalls`.
 */
export class SdkKit {
  readonly notInHost: boolean;
  readonly hang: boolean;
  private readonly base: string;

  constructor(
    readonly win: SdkWindow,
    readonly host: LabHostId,
    readonly mode: HostMode,
  ) {
    this.notInHost = mode === 'not-in-host';
    this.hang = mode === 'hang';
    this.base = `/__lab/hosts/${host}`;
  }

  later(run: () => void): void {
    this.win.setTimeout(run, 0);
  }

  /** Calls back later when the caller passed a function; a missing callback is not an error. */
  call(callback: unknown, value?: unknown): void {
    if (typeof callback === 'function') this.later(() => callback(value));
  }

  never<T>(): Promise<T> {
    return new Promise<T>(() => undefined);
  }

  record(method: string, args?: unknown): void {
    const calls = (this.win.__labHostCalls ??= []);
    calls.push({ host: this.host, method, args: args === undefined ? null : args });
    if (calls.length > MAX_CALLS) calls.shift();
  }

  labPost(path: string, body: unknown = {}): Promise<LabAnswer> {
    const init: RequestInit = {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    return this.win.fetch(this.base + path, init).then(answerOf, broken);
  }

  labGet(path: string): Promise<LabAnswer> {
    return this.win.fetch(this.base + path, { credentials: 'same-origin' }).then(answerOf, broken);
  }

  /** An auth code from the lab ('hang': never). */
  requestCode(body: unknown): Promise<LabAnswer> {
    return this.hang ? this.never() : this.labPost('/auth-code', body);
  }

  /** The person behind the lab identity (getUserInfo, getPersonInfo). */
  person(): Promise<Record<string, unknown>> {
    return this.labGet('/person').then((answer) => answer.data);
  }

  /**
   * What the host's camera "sees": the lab's scanner text for this session (a sample invoice's
   * QR unless `PUT /__lab/invoices/scanner` set another); null when the lab did not answer.
   */
  scanText(): Promise<string | null> {
    if (this.hang) return this.never();
    return this.labPost('/scan').then((answer) =>
      answer.ok && typeof answer.data.text === 'string' ? answer.data.text : null,
    );
  }

  pageUrl(): string {
    return this.win.location.href.split('#')[0];
  }
}

async function answerOf(response: Response): Promise<LabAnswer> {
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = {};
  }
  return { ok: response.ok, status: response.status, data: isObject(data) ? data : {} };
}

function broken(error: unknown): LabAnswer {
  return { ok: false, status: 0, data: { message: String(error) } };
}
