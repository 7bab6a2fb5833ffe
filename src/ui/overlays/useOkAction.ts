import { useEffect, useRef, useState } from 'react';

/**
 * Spec §4 overlays: OK shows loading while the opener's result settles, then closes unless the
 * result is false. A rejected result keeps the layer open so the person can try again.
 */
export function useOkAction(onOk: (() => unknown) | undefined, onClose: () => void) {
  const [working, setWorking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function handleOk() {
    if (working) return;
    setWorking(true);
    let result: unknown;
    try {
      result = await onOk?.();
    } catch {
      result = false;
    } finally {
      if (mounted.current) setWorking(false);
    }
    if (result !== false) onClose();
  }

  return { working, handleOk };
}
