import { harProblems } from './testing/harProblems';
import { journalToHar } from './journalToHar';
import type { HarDocument } from './journalToHar';
import type { JournalEntry } from './RequestJournal';

const entry: JournalEntry = {
  id: 1,
  timestamp: Date.UTC(2025, 0, 2, 3, 4, 5, 600),
  session: 'qa-1',
  method: 'POST',
  path: '/api/v1/bills',
  query: { locale: 'zh-CN', tag: ['a', 'b'] },
  headers: { host: '127.0.0.1:4000', authorization: 'Bear…', 'content-type': 'application/json' },
  responseHeaders: {
    'content-type': 'application/json; charset=utf-8',
    'set-cookie': ['a=1', 'b=2'],
  },
  body: { contentType: 'application/json', bytes: 12, preview: '{"title":"x"}', truncated: false },
  httpVersion: '1.1',
  status: 201,
  responseBody: {
    contentType: 'application/json; charset=utf-8',
    bytes: 9,
    preview: '{"id":42}',
    truncated: false,
  },
  scenario: 'upload@Started',
  durationMs: 12.5,
  matched: true,
};

describe('journalToHar', () => {
  it('produces the required fields of HAR 1.2 for every entry', () => {
    const har = journalToHar([entry, { ...entry, id: 2, body: null, responseBody: null }]);
    expect(harProblems(har)).toEqual([]);
    expect(har.log).toMatchObject({ version: '1.2', creator: { name: expect.any(String) } });
  });

  it('maps the request with its URL, headers as name-value pairs and post data', () => {
    const [harEntry] = journalToHar([entry]).log.entries;
    expect(harEntry.startedDateTime).toBe('2025-01-02T03:04:05.600Z');
    expect(harEntry.request).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:4000/api/v1/bills?locale=zh-CN&tag=a&tag=b',
      httpVersion: 'HTTP/1.1',
      queryString: [
        { name: 'locale', value: 'zh-CN' },
        { name: 'tag', value: 'a' },
        { name: 'tag', value: 'b' },
      ],
      postData: { mimeType: 'application/json', text: '{"title":"x"}' },
      bodySize: 12,
    });
    expect(harEntry.request.headers).toContainEqual({ name: 'authorization', value: 'Bear…' });
  });

  it('maps the response with its status text, repeated headers and summarized body', () => {
    const [harEntry] = journalToHar([entry]).log.entries;
    expect(harEntry.response).toMatchObject({
      status: 201,
      statusText: 'Created',
      content: { size: 9, mimeType: 'application/json; charset=utf-8', text: '{"id":42}' },
    });
    expect(harEntry.response.headers.filter((header) => header.name === 'set-cookie')).toHaveLength(
      2,
    );
    expect(harEntry).toMatchObject({
      time: 12.5,
      timings: { send: 0, wait: 12.5, receive: 0 },
      cache: {},
      _labSession: 'qa-1',
      _labScenario: 'upload@Started',
    });
  });

  it('leaves post data out when the request had no body', () => {
    const [harEntry] = journalToHar([{ ...entry, body: null }]).log.entries;
    expect(harEntry.request).not.toHaveProperty('postData');
    expect(harEntry.request.bodySize).toBe(0);
  });

  it('reports each missing required field', () => {
    const broken = journalToHar([entry]) as unknown as {
      log: { entries: Array<Record<string, unknown>> };
    };
    delete broken.log.entries[0].timings;
    broken.log.entries[0].startedDateTime = 'yesterday';
    expect(harProblems(broken as unknown as HarDocument)).toEqual([
      'log.entries[0].timings must be object, is undefined',
      'log.entries[0].startedDateTime is not ISO 8601',
      'log.entries[0].timings.send must be number, is undefined',
      'log.entries[0].timings.wait must be number, is undefined',
      'log.entries[0].timings.receive must be number, is undefined',
    ]);
  });
});
