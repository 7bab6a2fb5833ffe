import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
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

/** The steps the server allows this staff now; those that carry a comment ask for it first. */
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

  return (
    <section aria-labelledby="approval-actions-title">
      <h2 id="approval-actions-title">{messages.actions}</h2>
      {buttons.length === 0 ? (
        <p>{messages.noActions}</p>
      ) : (
        <Buttons>
          {buttons.map((button) => (
            <Button
              key={button}
              type="button"
              variant={button === 'agree' || button === 'archive' ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => void handleClick(button)}
            >
              {messages.button[button]}
            </Button>
          ))}
        </Buttons>
      )}
      {busy && <p role="status">{messages.saving}</p>}
      {error && <p role="alert">{messages.stepFailed(error)}</p>}
      {open && (
        <StepDialog
          button={open}
          rejectTargets={rejectTargetsOf(bill)}
          busy={busy}
          onConfirm={(input) => void handleConfirm(input)}
          onCancel={() => setOpen(null)}
        />
      )}
    </section>
  );
});

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
