import { criticalPath, repeatedRequests, requestKey } from './criticalPath';

const request = (label: string, start: number, end: number) => ({ label, start, end });

describe('criticalPath', () => {
  it('counts each request that waited for the previous one as a step', () => {
    const path = criticalPath([
      request('GET /c', 40, 50),
      request('POST /a', 0, 10),
      request('GET /b', 12, 30),
    ]);
    expect(path).toEqual({ steps: [['POST /a'], ['GET /b'], ['GET /c']], sequential: 3 });
  });

  it('puts requests in flight together in one step', () => {
    const path = criticalPath([
      request('GET /a', 0, 100),
      request('GET /b', 10, 20),
      request('GET /c', 30, 40),
      request('GET /d', 100, 120),
    ]);
    expect(path.steps).toEqual([['GET /a', 'GET /b', 'GET /c'], ['GET /d']]);
    expect(path.sequential).toBe(2);
  });

  it('treats a start within the tolerance of the last end as a new step', () => {
    const requests = [request('GET /a', 0, 10.4), request('GET /b', 10, 20)];
    expect(criticalPath(requests).sequential).toBe(1);
    expect(criticalPath(requests, 1).sequential).toBe(2);
  });

  it('has no steps when there were no requests', () => {
    expect(criticalPath([])).toEqual({ steps: [], sequential: 0 });
  });
});

describe('repeatedRequests', () => {
  it('lists each key seen more than once with how often, in first-seen order', () => {
    const keys = ['GET /me', 'GET /b', 'GET /me', 'GET /b', 'GET /me', 'POST /token'];
    expect(repeatedRequests(keys)).toEqual([
      { request: 'GET /me', times: 3 },
      { request: 'GET /b', times: 2 },
    ]);
  });

  it('is empty when every request is different', () => {
    expect(repeatedRequests(['GET /a', 'GET /a?x=1', 'POST /a'])).toEqual([]);
  });
});

describe('requestKey', () => {
  it('is the same whatever order the query parameters came in', () => {
    const first = requestKey('get', '/api/x', { b: '2', a: ['1', '3'] });
    expect(first).toBe('GET /api/x?a=1&a=3&b=2');
    expect(requestKey('GET', '/api/x', { a: ['1', '3'], b: '2' })).toBe(first);
  });

  it('leaves out the question mark when there is no query', () => {
    expect(requestKey('POST', '/api/token', {})).toBe('POST /api/token');
  });

  it('tells two posts to one address apart by their bodies, and keys a repeat alike', () => {
    const approve = requestKey(
      'POST',
      '/api/search',
      {},
      '{"filterBy":"state == \\"APPROVING\\""}',
    );
    const pay = requestKey('POST', '/api/search', {}, '{"filterBy":"state == \\"PAYING\\""}');
    expect(approve).not.toBe(pay);
    expect(repeatedRequests([approve, pay, approve])).toEqual([{ request: approve, times: 2 }]);
  });
});
