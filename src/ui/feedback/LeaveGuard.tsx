import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useLocalized } from '@shell/i18n';
import { kitMessages } from '../kitMessages';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Leave without saving?": while `when` holds, in-app navigation asks first and closing or
 * reloading the page gets the browser's own prompt. Needs a data router (every module has one).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const messages = useLocalized(kitMessages);
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
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
