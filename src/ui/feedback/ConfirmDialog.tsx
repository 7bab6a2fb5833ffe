import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useLocalized } from '@shell/i18n';
import { Button } from '../controls/Button';
import { kitMessages } from '../kitMessages';
import { useReturnFocus } from './useReturnFocus';
import { Backdrop, CentredPanel, DialogActions, DialogText, DialogTitle } from './dialogStyles';
import { useLayerOpened } from '../overlays/useLayerOpened';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete, void, reject): the confirm button says so. */
  tone?: 'primary' | 'danger';
  /** May return a promise: the dialog shows it working and closes when it resolves. */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/**
 * "Are you sure?" as a WAI-ARIA alert dialog: focus moves in and stays (Radix focus scope), Esc
 * and the mask cancel, and focus returns to what opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, tone = 'primary', onConfirm, onCancel } = props;
  const messages = useLocalized(kitMessages);
  const [working, setWorking] = useState(false);
  const returnFocus = useReturnFocus(open);
  useLayerOpened(open);
  const confirm = async () => {
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !working && onCancel()}>
      <Dialog.Portal>
        <Backdrop />
        <CentredPanel
          role="alertdialog"
          onCloseAutoFocus={returnFocus}
          {...(children ? {} : { 'aria-describedby': undefined })}
        >
          <DialogTitle>{title}</DialogTitle>
          {children && (
            <DialogText asChild>
              <div>{children}</div>
            </DialogText>
          )}
          <DialogActions>
            <Button onClick={onCancel} disabled={working}>
              {props.cancelLabel ?? messages.cancel}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={working}
              onClick={() => void confirm()}
            >
              {props.confirmLabel ?? messages.confirm}
            </Button>
          </DialogActions>
        </CentredPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
