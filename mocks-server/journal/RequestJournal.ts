export type HeaderMap = Record<string, string | string[]>;

export interface BodySummary {
  contentType: string | null;
  /** From Content-Length; null when the client streamed without one. */
  bytes: number | null;
  /** The parsed body as JSON (secrets masked), cut at 1 KB; null when nothing was parsed. */
  preview: string | null;
  truncated: boolean;
}

export interface JournalEntry {
  /** Increases for the life of the server, also across clears, so pollers can resume. */
  id: number;
  /** ms epoch from the lab clock, the same clock `since` filters on. */
  timestamp: number;
  /** The lab session (`labSessionOf`), so parallel test workers count only their own calls. */
  session: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: HeaderMap;
  responseHeaders: HeaderMap;
  body: BodySummary | null;
  /** As Node reports it, e.g. '1.1'; the HAR export needs it. */
  httpVersion: string;
  status: number;
  /** Null unless the response body tap is mounted; see responseBodyTap. */
  responseBody: BodySummary | null;
  /** The `X-Lab-Scenario` response header (`scenario@state`), null when no scenario applied. */
  scenario: string | null;
  durationMs: number;
  /** False when no mock route answered: the call the app made that the lab does not know. */
  matched: boolean;
}

export interface JournalFilter {
  /** Case-insensitive. */
  method?: string;
  /** A string is a path prefix; a RegExp is tested against the whole path. */
  path?: string | RegExp;
  /** Entries at or after this ms epoch. */
  since?: number;
  /** Exact lab session id. */
  session?: string;
  /** Inclusive status range; a single status has from === to. */
  status?: { from: number; to: number };
  /** true: only unmatched entries; false: only matched ones. */
  unmatched?: boolean;
}

/** A bounded ring buffer: once full, each new entry drops the oldest, so memory stays flat. */
export class RequestJournal {
  readonly capacity: number;
  private readonly slots: Array<JournalEntry | undefined>;
  private start = 0;
  private length = 0;
  private nextId = 1;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`Journal capacity must be a positive integer, got ${capacity}`);
    }
    this.capacity = capacity;
    this.slots = new Array<JournalEntry | undefined>(capacity);
  }

  get size(): number {
    return this.length;
  }

  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const stored: JournalEntry = { id: this.nextId++, ...entry };
    if (this.length < this.capacity) {
      this.slots[(this.start + this.length) % this.capacity] = stored;
      this.length += 1;
    } else {
      this.slots[this.start] = stored;
      this.start = (this.start + 1) % this.capacity;
    }
    return stored;
  }

  /** Oldest first, newest last. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    const result: JournalEntry[] = [];
    for (let offset = 0; offset < this.length; offset += 1) {
      const entry = this.slots[(this.start + offset) % this.capacity];
      if (entry && matchesFilter(entry, filter)) result.push(entry);
    }
    return result;
  }

  count(filter: JournalFilter = {}): number {
    return this.entries(filter).length;
  }

  clear(): void {
    this.slots.fill(undefined);
    this.start = 0;
    this.length = 0;
  }
}

function matchesFilter(entry: JournalEntry, filter: JournalFilter): boolean {
  if (filter.method && entry.method.toUpperCase() !== filter.method.toUpperCase()) return false;
  if (typeof filter.path === 'string' && !entry.path.startsWith(filter.path)) return false;
  if (filter.path instanceof RegExp) {
    // A /g or /y pattern remembers where it stopped; every entry must be tested from the start.
    filter.path.lastIndex = 0;
    if (!filter.path.test(entry.path)) return false;
  }
  if (filter.session !== undefined && entry.session !== filter.session) return false;
  if (filter.status && (entry.status < filter.status.from || entry.status > filter.status.to)) {
    return false;
  }
  if (filter.since !== undefined && entry.timestamp < filter.since) return false;
  if (filter.unmatched !== undefined && entry.matched === filter.unmatched) return false;
  return true;
}
