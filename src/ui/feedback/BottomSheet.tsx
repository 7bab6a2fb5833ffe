import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { Button } from '../controls/Button';
import { kitMessages } from '../kitMessages';
import { useReturnFocus } from './useReturnFocus';
import { Backdrop, DialogTitle, SheetPanel } from './dialogStyles';
import { useLayerOpened } from '../overlays/useLayerOpened';

export interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal sheet from the bottom edge on phones (a centred dialog on desktop): filters, pickers. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const returnFocus = useReturnFocus(open);
  useLayerOpened(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Backdrop />
        <SheetPanel aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <DialogTitle>{title}</DialogTitle>
          {children}
        </SheetPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface SheetAction {
  key: string;
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/** A few actions to choose from (more actions on a bill), each a full-width button, then cancel. */
export function ActionSheet({
  open,
  title,
  actions,
  onClose,
}: Omit<BottomSheetProps, 'children'> & { actions: readonly SheetAction[] }) {
  const messages = useLocalized(kitMessages);
  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      <Actions>
        {actions.map((action) => (
          <Button
            key={action.key}
            block
            size="lg"
            variant={action.tone === 'danger' ? 'danger' : 'secondary'}
            disabled={action.disabled}
            onClick={() => {
              onClose();
              action.onSelect();
            }}
          >
            {action.label}
          </Button>
        ))}
        <Button block size="lg" variant="text" onClick={onClose}>
          {messages.cancel}
        </Button>
      </Actions>
    </BottomSheet>
  );
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
