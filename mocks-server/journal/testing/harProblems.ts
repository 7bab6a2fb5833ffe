import type { HarDocument } from '../journalToHar';

type Shape = Record<string, 'string' | 'number' | 'object' | 'array'>;

// The fields HAR 1.2 marks as required (http://www.softwareishard.com/blog/har-12-spec/).
const ENTRY: Shape = {
  startedDateTime: 'string',
  time: 'number',
  request: 'object',
  response: 'object',
  cache: 'object',
  timings: 'object',
};
const REQUEST: Shape = {
  method: 'string',
  url: 'string',
  httpVersion: 'string',
  cookies: 'array',
  headers: 'array',
  queryString: 'array',
  headersSize: 'number',
  bodySize: 'number',
};
const RESPONSE: Shape = {
  status: 'number',
  statusText: 'string',
  httpVersion: 'string',
  cookies: 'array',
  headers: 'array',
  content: 'object',
  redirectURL: 'string',
  headersSize: 'number',
  bodySize: 'number',
};
const CONTENT: Shape = { size: 'number', mimeType: 'string' };
const TIMINGS: Shape = { send: 'number', wait: 'number', receive: 'number' };
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return value === null ? 'null' : typeof value;
}

function check(value: unknown, shape: Shape, at: string, problems: string[]): void {
  const record = (kindOf(value) === 'object' ? value : {}) as Record<string, unknown>;
  for (const [field, kind] of Object.entries(shape)) {
    const actual = kindOf(record[field]);
    if (actual !== kind) problems.push(`${at}.${field} must be ${kind}, is ${actual}`);
  }
}

function checkNameValues(list: unknown, at: string, problems: string[]): void {
  if (!Array.isArray(list)) return;
  list.forEach((pair, index) =>
    check(pair, { name: 'string', value: 'string' }, `${at}[${index}]`, problems),
  );
}

/**
 * Every way a document breaks the required fields of HAR 1.2; empty when it is valid. Kept
 * beside the exporter so tests, the bench and the console check exports the same way.
 */
export function harProblems(har: HarDocument): string[] {
  const problems: string[] = [];
  check(har.log, { version: 'string', creator: 'object', entries: 'array' }, 'log', problems);
  check(har.log?.creator, { name: 'string', version: 'string' }, 'log.creator', problems);
  (har.log?.entries ?? []).forEach((entry, index) => {
    const at = `log.entries[${index}]`;
    check(entry, ENTRY, at, problems);
    if (!ISO_TIME.test(String(entry.startedDateTime)))
      problems.push(`${at}.startedDateTime is not ISO 8601`);
    check(entry.request, REQUEST, `${at}.request`, problems);
    check(entry.response, RESPONSE, `${at}.response`, problems);
    check(entry.response?.content, CONTENT, `${at}.response.content`, problems);
    check(entry.timings, TIMINGS, `${at}.timings`, problems);
    if (entry.request?.postData) {
      check(
        entry.request.postData,
        { mimeType: 'string', text: 'string' },
        `${at}.request.postData`,
        problems,
      );
    }
    for (const list of ['headers', 'queryString', 'cookies'] as const) {
      checkNameValues(entry.request?.[list], `${at}.request.${list}`, problems);
    }
    checkNameValues(entry.response?.headers, `${at}.response.headers`, problems);
  });
  return problems;
}
