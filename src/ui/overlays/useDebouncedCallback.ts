import { useEffect, useRef } from 'react';

/** Calls the latest `callback` once `delayMs` after the last call; pending calls die with the component. */
export function useDebouncedCallback<T>(
  callback: ((value: T) => void) | undefined,
  delayMs: number,
) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (value: T) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current?.(value), delayMs);
  };
}
