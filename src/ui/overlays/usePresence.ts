import { useEffect, useState } from 'react';

function wantsLessMotion(): boolean {
  // Without matchMedia (no browser: tests, old hosts) there is nothing to animate for.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps a closing overlay in the page for its fade-out (the spec's 300 ms) instead of dropping
 * it at once; `closing` is true meanwhile. People who ask for reduced motion get no fade.
 */
export function usePresence(open: boolean, ms: number): { present: boolean; closing: boolean } {
  const [wasOpen, setWasOpen] = useState(open);
  const [leaving, setLeaving] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open && !wantsLessMotion());
  }
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(false), ms);
    return () => clearTimeout(timer);
  }, [leaving, ms]);
  return { present: open || leaving, closing: leaving };
}
