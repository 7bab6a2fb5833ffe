import { useRef, useState, type TouchEvent } from 'react';

/** How far (px, after damping) the list must be pulled before letting go refreshes it. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;
/** A finger moves the indicator half as far: a pull reads as resistance, not as scrolling. */
const DAMPING = 0.5;

/** Whether nothing above `element` is scrolled: only then does pulling down mean "refresh". */
function isAtTop(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

export interface PullGesture {
  /** How far the indicator is pulled now, 0 when nothing is pulled. */
  pull: number;
  handlers: {
    onTouchStart(event: TouchEvent<HTMLElement>): void;
    onTouchMove(event: TouchEvent<HTMLElement>): void;
    onTouchEnd(): void;
    onTouchCancel(): void;
  };
}

/**
 * One finger dragging down from the top of the page: `pull` follows it, and `onPull` runs when it
 * lets go past the threshold. A drag that starts scrolled down, or goes up, is left to scrolling.
 */
export function usePullGesture(onPull: () => void, enabled: boolean): PullGesture {
  const [pull, setPull] = useState(0);
  const startY = useRef<number | null>(null);
  const pulled = useRef(0);
  const move = (distance: number) => {
    pulled.current = distance;
    setPull(distance);
  };
  const stop = () => {
    startY.current = null;
    move(0);
  };
  return {
    pull,
    handlers: {
      onTouchStart(event) {
        const one = event.touches.length === 1;
        startY.current =
          enabled && one && isAtTop(event.currentTarget) ? event.touches[0].clientY : null;
      },
      onTouchMove(event) {
        if (startY.current === null) return;
        const distance = event.touches[0].clientY - startY.current;
        move(distance > 0 ? Math.min(distance * DAMPING, MAX_PULL) : 0);
      },
      onTouchEnd() {
        if (startY.current === null) return;
        const ready = pulled.current >= PULL_THRESHOLD;
        stop();
        if (ready) onPull();
      },
      onTouchCancel: stop,
    },
  };
}
