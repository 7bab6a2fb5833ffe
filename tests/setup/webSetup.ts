import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Radix primitives (radio groups) ask for one.
class NoLayoutResizeObserver implements ResizeObserver {
  constructor(readonly callback: ResizeObserverCallback) {}
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof globalThis.ResizeObserver === 'undefined')
  globalThis.ResizeObserver = NoLayoutResizeObserver;
