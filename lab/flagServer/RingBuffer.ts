/** A bounded FIFO: once full, each new item drops the oldest, so the lab's memory stays flat. */
export class RingBuffer<T> {
  readonly capacity: number;
  private readonly slots: Array<T | undefined>;
  private start = 0;
  private length = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`Ring buffer capacity must be a positive integer, got ${capacity}`);
    }
    this.capacity = capacity;
    this.slots = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.length;
  }

  push(item: T): void {
    if (this.length < this.capacity) {
      this.slots[(this.start + this.length) % this.capacity] = item;
      this.length += 1;
      return;
    }
    this.slots[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Oldest first. */
  toArray(): T[] {
    const items: T[] = [];
    for (let offset = 0; offset < this.length; offset += 1) {
      items.push(this.slots[(this.start + offset) % this.capacity] as T);
    }
    return items;
  }

  clear(): void {
    this.slots.fill(undefined);
    this.start = 0;
    this.length = 0;
  }
}
