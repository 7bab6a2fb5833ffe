import { useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  readonly x: number;
  readonly y: number;
}

export const NO_OFFSET: Offset = { x: 0, y: 0 };

/**
 * Pointer dragging that accumulates an offset (a modal moved by its header, a zoomed image
 * panned). `enabled` false leaves pointer events to the browser.
 */
export function useDrag(enabled = true) {
  const [offset, setOffset] = useState<Offset>(NO_OFFSET);
  const start = useRef<{ pointerX: number; pointerY: number; from: Offset } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!enabled || event.button !== 0) return;
    if (event.target instanceof HTMLElement && event.target.closest('button')) return;
    start.current = { pointerX: event.clientX, pointerY: event.clientY, from: offset };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    if (!from) return;
    setOffset({
      x: from.from.x + event.clientX - from.pointerX,
      y: from.from.y + event.clientY - from.pointerY,
    });
  }

  function onPointerUp() {
    start.current = null;
  }

  /** Keyboard moves, so dragging is never pointer-only. */
  function moveBy(dx: number, dy: number) {
    setOffset((current) => ({ x: current.x + dx, y: current.y + dy }));
  }

  return {
    offset,
    setOffset,
    moveBy,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
