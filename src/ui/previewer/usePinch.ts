import { useRef, type PointerEvent } from 'react';

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;

interface DragHandlers {
  onPointerDown: PointerHandler;
  onPointerMove: PointerHandler;
  onPointerUp: () => void;
}

interface Point {
  x: number;
  y: number;
}

export function spreadOf(points: readonly Point[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * Two-finger pinch on touch screens: reports each move's size ratio (scale it by that), and
 * leaves one-finger moves to `drag`. The caller clamps the result to 0.3–6.
 */
export function usePinch(onPinch: (ratio: number) => void, drag: DragHandlers) {
  const points = useRef(new Map<number, Point>());
  const spread = useRef(0);

  const track = (event: PointerEvent<HTMLElement>) =>
    points.current.set(event.pointerId, { x: event.clientX, y: event.clientY });

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      track(event);
      if (points.current.size >= 2) spread.current = spreadOf([...points.current.values()]);
      else drag.onPointerDown(event);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!points.current.has(event.pointerId)) return drag.onPointerMove(event);
      track(event);
      if (points.current.size < 2) return drag.onPointerMove(event);
      const next = spreadOf([...points.current.values()]);
      if (spread.current > 0 && next > 0) onPinch(next / spread.current);
      spread.current = next;
      return undefined;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      points.current.delete(event.pointerId);
      spread.current = 0;
      drag.onPointerUp();
    },
  };
}
