import { useLocalized } from '@shell/i18n';
import { ActionBar as KitActionBar, Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { actionMessages } from '../actionMessages';
import type { StepInput } from '../ApprovalStore';
import { rejectTargetsOf } from '../models/approvalRules';
import { buttonsFor, needsComment, type ApprovalButton } from '../models/buttonsFor';
import type { ApprovalBill } from '../types';
import { StepDialog } from './StepDialog';

export interface ActionBarProps {
  bill: ApprovalBill;
  busy: boolean;
  error: string | null;
  onStep: (button: ApprovalButton, input: StepInput) => Promise<boolean>;
}

/**
 * The steps the server allows this staff now, in a bar that sticks to the bottom on phones;
 * those that carry a comment ask for it first.
 */
export const ActionBar = observer(function ActionBar({
  bill,
  busy,
  error,
  onStep,
}: ActionBarProps) {
  const messages = useLocalized(actionMessages);
  const [open, setOpen] = useState<ApprovalButton | null>(null);
  const buttons = buttonsFor(bill.actions);

  async function handleClick(button: ApprovalButton) {
    if (needsComment(button)) setOpen(button);
    else await onStep(button, { comment: '' });
  }

  async function handleConfirm(input: StepInput) {
    if (!open) return;
    if (await onStep(open, input)) setOpen(null);
  }

  if (buttons.length === 0) return <Nothing>{messages.noActions}</Nothing>;
  return (
    <KitActionBar label={messages.actions}>
      {buttons.map((button) => (
        <Button
          key={button}
          variant={
            button === 'agree' || button === 'archive'
              ? 'primary'
              : button === 'reject'
                ? 'danger'
                : 'secondary'
          }
          disabled={busy}
          loading={busy && open === null}
          onClick={() => void handleClick(button)}
        >
          {messages.button[button]}
        </Button>
      ))}
      {open && (
        <StepDialog
          button={open}
          rejectTargets={rejectTargetsOf(bill)}
          busy={busy}
          error={error}
          onConfirm={(input) => void handleConfirm(input)}
          onCancel={() => setOpen(null)}
        />
      )}
    </KitActionBar>
  );
});

const Nothing = styled.p`
  margin: ${({ theme }) => theme.spacing.lg}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
