import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

export interface RowWindow {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
}

export interface WindowOptions {
  rowHeight: number;
  /** Used until the first scroll reports the container's real height (jsdom never lays out). */
  viewportHeight: number;
  /** Rows rendered beyond each edge so a fast scroll or the sticky header never shows a gap. */
  overscan: number;
}

/** The rows a container scrolled to `scrollTop` shows, plus the overscan on each side. */
export function visibleRange(
  count: number,
  scrollTop: number,
  viewportHeight: number,
  { rowHeight, overscan }: Pick<WindowOptions, 'rowHeight' | 'overscan'>,
): RowWindow {
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  // Clamped so a list that shrank under a deep scroll position still shows its last rows.
  const first = Math.min(
    Math.floor(Math.max(0, scrollTop) / rowHeight),
    Math.max(0, count - shown),
  );
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + shown + overscan);
  return { start, end: Math.max(start, end) };
}

/**
 * Row windowing for a fixed-height scroll container: re-renders only when the range of rows in
 * view changes, not on every scroll event.
 */
export function useVisibleRows(count: number, options: WindowOptions) {
  const { rowHeight, viewportHeight, overscan } = options;
  const [view, setView] = useState({ scrollTop: 0, height: viewportHeight });
  const ref = useRef<HTMLDivElement>(null);
  const follow = useCallback(
    (element: HTMLElement) => {
      const { scrollTop, clientHeight } = element;
      const height = clientHeight > 0 ? clientHeight : viewportHeight;
      setView((previous) => {
        const before = visibleRange(Number.MAX_SAFE_INTEGER, previous.scrollTop, previous.height, {
          rowHeight,
          overscan,
        });
        const after = visibleRange(Number.MAX_SAFE_INTEGER, scrollTop, height, {
          rowHeight,
          overscan,
        });
        const same = before.start === after.start && before.end === after.end;
        return same ? previous : { scrollTop, height };
      });
    },
    [rowHeight, overscan, viewportHeight],
  );
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => follow(event.currentTarget),
    [follow],
  );
  // A new list (filtered, or back from a short one) may come with a scroll position no event told.
  useLayoutEffect(() => {
    if (ref.current) follow(ref.current);
  }, [count, follow]);
  const range = visibleRange(count, view.scrollTop, view.height, { rowHeight, overscan });
  return { ...range, onScroll, ref };
}
