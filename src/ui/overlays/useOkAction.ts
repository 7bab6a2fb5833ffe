import { useEffect, useRef, useState } from 'react';
import { useErrorNotice } from '../feedback/useErrorNotice';

/**
 * docs/overlays-and-previewer.md overlays: OK shows loading while the opener's result settles, then closes unless the
 * result is false. A rejected result keeps the layer open (its content, and so what the person
 * typed, stays mounted) and is said through the shell's one error notifier: the server's words,
 * nothing for a 403. A plain false is the action's own refusal, which it has already shown.
 */
export function useOkAction(onOk: (() => unknown) | undefined, onClose: () => void) {
  const [working, setWorking] = useState(false);
  const errorNotice = useErrorNotice();
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
    } catch (error) {
      result = false;
      errorNotice.toast(error);
    } finally {
      if (mounted.current) setWorking(false);
    }
    if (result !== false) onClose();
  }

  return { working, handleOk };
}
