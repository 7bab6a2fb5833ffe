import type { Response } from 'express';
import { tapResponseBody } from './tapResponseBody';
import type { TappedBody } from './tapResponseBody';

/** Just enough of a response: the tap only wraps write and end. */
function fakeResponse() {
  const written: unknown[] = [];
  const res = {
    write: (chunk: unknown) => written.push(chunk) > 0,
    end: (chunk?: unknown) => {
      if (chunk !== undefined) written.push(chunk);
      return res;
    },
  };
  return { res: res as unknown as Response, written };
}

function tap(limit: number) {
  const { res, written } = fakeResponse();
  const bodies: TappedBody[] = [];
  tapResponseBody(res, limit, (body) => bodies.push(body));
  return { res, written, bodies };
}

describe('the response body tap', () => {
  // 2, 3 and 4 UTF-8 bytes per character, and a surrogate pair, around every cut point.
  const text = `{"name":"Zoë 张伟 😀${'中😀é'.repeat(50)}"}`;

  it.each([1, 9, 17, 18, 19, 20, 21, 22, 23, 64, 301])(
    'keeps the first %i bytes of a string body exactly as they go on the wire',
    (limit) => {
      const { res, bodies } = tap(limit);
      res.end(text);
      const wire = Buffer.from(text, 'utf8');
      expect(bodies).toHaveLength(1);
      expect(bodies[0].bytes.equals(wire.subarray(0, limit))).toBe(true);
      expect(bodies[0].totalBytes).toBe(wire.length);
      expect(bodies[0].truncated).toBe(true);
    },
  );

  it('keeps an emoji whole when the cut falls inside its surrogate pair', () => {
    for (let limit = 1; limit <= 8; limit += 1) {
      const { res, bodies } = tap(limit);
      res.end('ab😀cd');
      expect(bodies[0].bytes.equals(Buffer.from('ab😀cd').subarray(0, limit))).toBe(true);
    }
  });

  it('counts and keeps across string and buffer chunks, passing each on unchanged', () => {
    const { res, written, bodies } = tap(8);
    const chunk = Buffer.from('abcdef');
    res.write('中文');
    res.write(chunk);
    res.end('hex', 'latin1');
    expect(written).toEqual(['中文', chunk, 'hex']);
    expect(bodies[0].bytes.toString('utf8')).toBe('中文ab');
    expect(bodies[0].totalBytes).toBe(6 + 6 + 3);
  });

  it('keeps a copy, not the buffer a route may reuse', () => {
    const { res, bodies } = tap(16);
    const reused = Buffer.from('first');
    res.write(reused);
    reused.write('XXXXX');
    res.end();
    expect(bodies[0].bytes.toString()).toBe('first');
    expect(bodies[0].truncated).toBe(false);
  });

  it('encodes a string in another encoding whole before cutting it', () => {
    const { res, bodies } = tap(2);
    res.end('616263', 'hex');
    expect(bodies[0].bytes.toString()).toBe('ab');
    expect(bodies[0].totalBytes).toBe(3);
  });

  it('reports the body once when end is called twice', () => {
    const { res, bodies } = tap(16);
    res.end('once');
    res.end();
    expect(bodies).toHaveLength(1);
  });
});
