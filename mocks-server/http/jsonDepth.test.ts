import fc from 'fast-check';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './jsonDepth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDepthExceeds', () => {
  it('lets a body through at exactly the limit', () => {
    expect(jsonDepthExceeds(bytes(nestedArray(MAX_JSON_DEPTH)))).toBe(false);
  });

  it('stops a body one level past the limit', () => {
    expect(jsonDepthExceeds(bytes(nestedArray(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('handles 100,000 levels without a stack overflow', () => {
    expect(jsonDepthExceeds(bytes(nestedArray(100_000)))).toBe(true);
  });

  it('does not count brackets inside strings, including after escaped quotes', () => {
    const text = JSON.stringify({ note: '[[[[\\"{{{{'.repeat(100) });
    expect(jsonDepthExceeds(bytes(text), 1)).toBe(false);
  });

  it('agrees with the real depth of any generated JSON value', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf))
        : 0;
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 8 }),
        fc.integer({ min: 0, max: 10 }),
        (value, limit) => {
          const text = JSON.stringify(value);
          expect(jsonDepthExceeds(bytes(text), limit)).toBe(depthOf(value) > limit);
        },
      ),
    );
  });
});
