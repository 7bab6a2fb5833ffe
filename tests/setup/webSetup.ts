import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// A bound on waiting, not a speed goal: two jest workers on a loaded two-core machine can take
// longer than the library's 1 s default to re-render after a resolved promise.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so no ResizeObserver; Radix primitives (radio groups) ask for one.
class NoLayoutResizeObserver implements ResizeObserver {
  constructor(readonly callback: ResizeObserverCallback) {}
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof globalThis.ResizeObserver === 'undefined')
  globalThis.ResizeObserver = NoLayoutResizeObserver;
