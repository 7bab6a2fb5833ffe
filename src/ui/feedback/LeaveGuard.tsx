import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useLocalized } from '@shell/i18n';
import { kitMessages } from '../kitMessages';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Leave without saving?": while `when` holds, in-app navigation asks first and closing or
 * reloading the page gets the browser's own prompt. Needs a data router (every module has one).
 * A function is asked at the moment of leaving: a page that moves itself in the middle of a save
 * (before the render that says "saving" has reached the router) is not stopped by its own guard.
 */
export function LeaveGuard({ when }: { when: boolean | (() => boolean) }) {
  const messages = useLocalized(kitMessages);
  const blocker = useBlocker(when);
  useEffect(() => {
    if (when === false) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (when === true || (typeof when === 'function' && when())) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={messages.leaveTitle}
      tone="danger"
      confirmLabel={messages.leave}
      cancelLabel={messages.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {messages.leaveBody}
    </ConfirmDialog>
  );
}
