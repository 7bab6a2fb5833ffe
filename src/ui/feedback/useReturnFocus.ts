import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had focus when a dialog opened and returns focus there when it closes. Radix
 * does this only for its own Trigger; our dialogs open from any button, menu item or store.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
