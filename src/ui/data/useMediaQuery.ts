import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '@shell/theme';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/** Whether a media query matches now, re-rendering when it flips (a phone turned sideways). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

/** Below the phone breakpoint: components that change structure (table → cards) ask this. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
