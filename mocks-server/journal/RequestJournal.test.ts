import { RequestJournal } from './RequestJournal';
import type { JournalEntry } from './RequestJournal';

function entry(overrides: Partial<JournalEntry> = {}): Omit<JournalEntry, 'id'> {
  return {
    timestamp: 1000,
    session: 'default',
    method: 'GET',
    path: '/api/v1/organization/departments',
    query: {},
    headers: {},
    responseHeaders: {},
    body: null,
    httpVersion: '1.1',
    status: 200,
    responseBody: null,
    scenario: null,
    durationMs: 1,
    matched: true,
    ...overrides,
  };
}

describe('RequestJournal', () => {
  it('keeps only the newest entries once full, oldest first', () => {
    const journal = new RequestJournal(3);
    for (let index = 1; index <= 5; index += 1) journal.record(entry({ path: `/api/${index}` }));
    expect(journal.size).toBe(3);
    expect(journal.entries().map((item) => item.path)).toEqual(['/api/3', '/api/4', '/api/5']);
  });

  it('keeps numbering entries after a clear so pollers can resume', () => {
    const journal = new RequestJournal(3);
    journal.record(entry());
    journal.clear();
    expect(journal.entries()).toEqual([]);
    expect(journal.record(entry()).id).toBe(2);
  });

  it('filters by method regardless of case', () => {
    const journal = new RequestJournal(10);
    journal.record(entry({ method: 'GET' }));
    journal.record(entry({ method: 'POST' }));
    expect(journal.count({ method: 'post' })).toBe(1);
  });

  it('filters by path prefix or regular expression', () => {
    const journal = new RequestJournal(10);
    journal.record(entry({ path: '/api/v1/organization/staffs/me' }));
    journal.record(entry({ path: '/api/v1/flow/smallComponentConfig/search' }));
    expect(journal.count({ path: '/api/v1/organization' })).toBe(1);
    expect(journal.count({ path: /search$/g })).toBe(1);
    expect(journal.count({ path: /search$/g })).toBe(1);
  });

  it('filters by time and by whether a route matched', () => {
    const journal = new RequestJournal(10);
    journal.record(entry({ timestamp: 1000 }));
    journal.record(entry({ timestamp: 2000, matched: false }));
    expect(journal.count({ since: 2000 })).toBe(1);
    expect(journal.count({ unmatched: true })).toBe(1);
    expect(journal.count({ unmatched: false })).toBe(1);
  });

  it('filters by lab session and by status or status range', () => {
    const journal = new RequestJournal(10);
    journal.record(entry({ session: 'worker-1', status: 200 }));
    journal.record(entry({ session: 'worker-2', status: 404 }));
    journal.record(entry({ session: 'worker-2', status: 409 }));
    expect(journal.count({ session: 'worker-2' })).toBe(2);
    expect(journal.count({ status: { from: 404, to: 404 } })).toBe(1);
    expect(journal.count({ session: 'worker-2', status: { from: 400, to: 499 } })).toBe(2);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new RequestJournal(0)).toThrow(RangeError);
  });
});
