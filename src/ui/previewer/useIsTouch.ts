import { useState } from 'react';

/** A coarse pointer means a touch device: the hint then says long-press instead of right-click. */
export function useIsTouch(): boolean {
  const [touch] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  );
  return touch;
}
