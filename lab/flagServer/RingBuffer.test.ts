import { RingBuffer } from './RingBuffer';

describe('the ring buffer', () => {
  it('keeps the newest items, oldest first, once full', () => {
    const buffer = new RingBuffer<number>(3);
    for (const item of [1, 2, 3, 4, 5]) buffer.push(item);
    expect(buffer.toArray()).toEqual([3, 4, 5]);
    expect(buffer.size).toBe(3);
  });

  it('starts empty again after clear', () => {
    const buffer = new RingBuffer<string>(2);
    buffer.push('a');
    buffer.clear();
    buffer.push('b');
    expect(buffer.toArray()).toEqual(['b']);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
    expect(() => new RingBuffer(1.5)).toThrow(RangeError);
  });
});
