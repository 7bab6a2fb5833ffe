import type { Translate } from './i18n';
import { isRecord } from './text';

/**
 * The lab's admin API from a console: JSON in and out, the lab's `{ error: { message } }` turned
 * into an Error carrying that message, anything that is not JSON refused.
 */
export class ConsoleApi {
  constructor(
    private readonly win: Window,
    private readonly t: Translate,
    /** Headers every call carries (the frame's lab session, the person's name). */
    private readonly defaults: () => Record<string, string> = () => ({}),
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const all: Record<string, string> = {
      Accept: 'application/json',
      ...this.defaults(),
      ...headers,
    };
    if (body !== undefined) all['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await this.win.fetch(path, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(this.t('common.noAnswer', { method, path, why }), { cause: error });
    }
    const raw = await res.text();
    let data: unknown = null;
    let parsed = true;
    try {
      data = raw === '' ? null : JSON.parse(raw);
    } catch {
      parsed = false;
    }
    if (!res.ok) {
      const error = isRecord(data) && isRecord(data.error) ? data.error : {};
      const message = typeof error.message === 'string' ? error.message : '';
      const status = `${res.status} ${res.statusText}`.trim();
      throw new Error(message || this.t('common.httpFailed', { method, path, status }));
    }
    if (!parsed) throw new Error(this.t('common.notJson', { method, path }));
    return data as T;
  }

  /** A text answer (an exported test) as it is: GET, or POST of `body` as JSON. */
  async text(path: string, body?: unknown): Promise<string> {
    const method = body === undefined ? 'GET' : 'POST';
    const json: Record<string, string> =
      body === undefined ? {} : { 'Content-Type': 'application/json' };
    const res = await this.win.fetch(path, {
      method,
      headers: { ...this.defaults(), ...json },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
    const text = await res.text();
    if (res.ok) return text;
    const status = String(res.status);
    throw new Error(errorMessageOf(text) || this.t('common.httpFailed', { method, path, status }));
  }
}

/** The lab's `{ error: { message } }` from an answer's text; '' when it has none. */
function errorMessageOf(text: string): string {
  try {
    const data: unknown = JSON.parse(text);
    const error = isRecord(data) && isRecord(data.error) ? data.error : {};
    return typeof error.message === 'string' ? error.message : '';
  } catch {
    return '';
  }
}
