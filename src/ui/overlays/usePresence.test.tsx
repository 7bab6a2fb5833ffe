import { act, renderHook } from '@testing-library/react';
import { fakeMatchMedia } from '@shell/testing';
import { usePresence } from './usePresence';

const motionAllowed = (allowed: boolean) =>
  fakeMatchMedia((query) => !allowed && query.includes('reduce'));

describe('usePresence', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('keeps a closing overlay for its 300 ms fade, then lets it go', () => {
    jest.useFakeTimers();
    motionAllowed(true);
    const { result, rerender } = renderHook(({ open }) => usePresence(open, 300), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    expect(result.current).toEqual({ present: true, closing: true });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toEqual({ present: false, closing: false });
  });

  it('drops it at once for people who ask for reduced motion', () => {
    motionAllowed(false);
    const { result, rerender } = renderHook(({ open }) => usePresence(open, 300), {
      initialProps: { open: true },
    });
    rerender({ open: false });
    expect(result.current).toEqual({ present: false, closing: false });
  });
});
