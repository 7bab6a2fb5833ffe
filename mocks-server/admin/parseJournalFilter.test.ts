import { parseJournalFilter } from './parseJournalFilter';

const parse = (query: string) => parseJournalFilter(new URLSearchParams(query));

describe('parseJournalFilter', () => {
  it('reads every filter', () => {
    expect(parse('method=post&path=/api/v1&since=1000&unmatched=true')).toEqual({
      filter: { method: 'post', path: '/api/v1', since: 1000, unmatched: true },
    });
  });

  it('reads a path wrapped in slashes as a regular expression', () => {
    expect(parse(`path=${encodeURIComponent('/^\\/api\\/v\\d/')}`)).toEqual({
      filter: { path: /^\/api\/v\d/ },
    });
  });

  it('reports an invalid regular expression, a bad time and a bad flag', () => {
    expect(parse('path=/(/')).toHaveProperty('problem');
    expect(parse('since=yesterday')).toHaveProperty('problem');
    expect(parse('unmatched=yes')).toHaveProperty('problem');
  });

  it('reads a session and a status, exact or by class', () => {
    expect(parse('session=worker-1&status=404')).toEqual({
      filter: { session: 'worker-1', status: { from: 404, to: 404 } },
    });
    expect(parse('status=5xx')).toEqual({ filter: { status: { from: 500, to: 599 } } });
  });

  it('reads status 0 as the requests that got no answer', () => {
    expect(parse('status=0')).toEqual({ filter: { status: { from: 0, to: 0 } } });
  });

  it('reports a status that is neither a code nor a class', () => {
    expect(parse('status=teapot')).toHaveProperty('problem');
    expect(parse('status=600')).toHaveProperty('problem');
  });

  it('treats an empty query as no filter', () => {
    expect(parse('')).toEqual({ filter: {} });
  });
});
