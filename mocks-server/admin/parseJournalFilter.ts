import type { JournalFilter } from '../journal/RequestJournal';

export type ParsedJournalFilter = { filter: JournalFilter } | { problem: string };

/**
 * Reads `method`, `path` (a prefix, or a regular expression when wrapped in slashes), `since`
 * (ms epoch), `session` (a lab session id), `status` (`404`, a class such as `4xx`, or `0` for no answer) and
 * `unmatched` (true or false). A bad value is reported, never ignored: a
 * silently dropped filter would make a count assertion pass for the wrong reason.
 */
export function parseJournalFilter(params: URLSearchParams): ParsedJournalFilter {
  const filter: JournalFilter = {};
  const method = params.get('method');
  if (method) filter.method = method;

  const path = params.get('path');
  if (path && path.length > 2 && path.startsWith('/') && path.endsWith('/')) {
    try {
      filter.path = new RegExp(path.slice(1, -1));
    } catch {
      return { problem: `path ${path} is not a valid regular expression` };
    }
  } else if (path) {
    filter.path = path;
  }

  const since = params.get('since');
  if (since !== null) {
    const value = Number(since);
    if (since.trim() === '' || !Number.isFinite(value)) {
      return { problem: `since must be a time in ms since the epoch, got "${since}"` };
    }
    filter.since = value;
  }

  const session = params.get('session');
  if (session) filter.session = session;

  const status = params.get('status');
  if (status !== null) {
    const range = statusRange(status);
    if (!range) return { problem: `status must be like 404, 4xx or 0, got "${status}"` };
    filter.status = range;
  }

  const unmatched = params.get('unmatched');
  if (unmatched !== null) {
    if (unmatched !== 'true' && unmatched !== 'false') {
      return { problem: `unmatched must be true or false, got "${unmatched}"` };
    }
    filter.unmatched = unmatched === 'true';
  }
  return { filter };
}

function statusRange(text: string): { from: number; to: number } | null {
  // 0: the request got no answer (a reset, a hang, a client that gave up).
  if (text === '0') return { from: 0, to: 0 };
  if (/^[1-5]\d\d$/.test(text)) return { from: Number(text), to: Number(text) };
  if (/^[1-5]xx$/i.test(text)) {
    const from = Number(text[0]) * 100;
    return { from, to: from + 99 };
  }
  return null;
}
