import { STATUS_CODES } from 'node:http';
import type { BodySummary, HeaderMap, JournalEntry } from './RequestJournal';

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  // HAR 1.2 allows custom fields when they start with an underscore.
  _labSession: string;
  _labScenario: string | null;
  _labMatched: boolean;
}

export interface HarDocument {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
  };
}

export const HAR_CREATOR = { name: 'expense-mocks-server', version: '1.0' };

function nameValues(map: Record<string, string | string[]>): HarNameValue[] {
  return Object.entries(map).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item })),
  );
}

function headerValue(headers: HeaderMap, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function urlOf(entry: JournalEntry): string {
  // The Host header is what the client dialled; the journal keeps no other trace of it.
  const url = new URL(entry.path, `http://${headerValue(entry.headers, 'host') ?? 'localhost'}`);
  for (const { name, value } of nameValues(entry.query)) url.searchParams.append(name, value);
  return url.href;
}

function content(entry: JournalEntry, body: BodySummary | null): HarEntry['response']['content'] {
  const length = Number(headerValue(entry.responseHeaders, 'content-length'));
  const mimeType = body?.contentType ?? headerValue(entry.responseHeaders, 'content-type') ?? '';
  const size = body?.bytes ?? (Number.isFinite(length) ? length : 0);
  return body?.preview == null ? { size, mimeType } : { size, mimeType, text: body.preview };
}

/**
 * The journal as HAR 1.2, so browser dev tools, HAR viewers and `@mswjs/source` can read it.
 * Secrets stay masked, and bodies are the journal's 1 KB summaries, never the full payloads.
 */
export function journalToHar(entries: JournalEntry[]): HarDocument {
  return { log: { version: '1.2', creator: HAR_CREATOR, entries: entries.map(harEntry) } };
}

function harEntry(entry: JournalEntry): HarEntry {
  const httpVersion = `HTTP/${entry.httpVersion}`;
  const { body } = entry;
  return {
    startedDateTime: new Date(entry.timestamp).toISOString(),
    time: entry.durationMs,
    request: {
      method: entry.method,
      url: urlOf(entry),
      httpVersion,
      cookies: [],
      headers: nameValues(entry.headers),
      queryString: nameValues(entry.query),
      ...(body ? { postData: { mimeType: body.contentType ?? '', text: body.preview ?? '' } } : {}),
      headersSize: -1,
      bodySize: body ? (body.bytes ?? -1) : 0,
    },
    response: {
      status: entry.status,
      statusText: STATUS_CODES[entry.status] ?? '',
      httpVersion,
      cookies: [],
      headers: nameValues(entry.responseHeaders),
      content: content(entry, entry.responseBody),
      redirectURL: headerValue(entry.responseHeaders, 'location') ?? '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    // The journal times the whole exchange only; HAR requires the three phases, so all of it
    // is counted as waiting for the server, which is where the lab's time goes.
    timings: { send: 0, wait: entry.durationMs, receive: 0 },
    _labSession: entry.session,
    _labScenario: entry.scenario,
    _labMatched: entry.matched,
  };
}
