import { useLocalized } from '@shell/i18n';
import { ActionBar as KitActionBar, Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { actionMessages } from '../actionMessages';
import type { StepInput } from '../ApprovalStore';
import { rejectTargetsOf } from '../models/approvalRules';
import { buttonsFor, needsComment, type ApprovalButton } from '../models/buttonsFor';
import { PayConfirm } from '../payment/PayConfirm';
import type { ApprovalBill } from '../types';
import { StepDialog } from './StepDialog';

export interface ActionBarProps {
  bill: ApprovalBill;
  busy: boolean;
  error: string | null;
  /** Another bill waits in the same backlog: an agree may go on to it. */
  canGoNext: boolean;
  onStep: (button: ApprovalButton, input: StepInput) => Promise<boolean>;
  /** A step went through; `next` when the person asked for the next bill. */
  onDone: (button: ApprovalButton, next: boolean) => void;
  onDismissError: () => void;
}

const PAY: Partial<Record<ApprovalButton, 'OFFLINE' | 'CHANPAY'>> = {
  payOffline: 'OFFLINE',
  payChanpay: 'CHANPAY',
};

/**
 * The steps the server allows this staff now, in a bar that sticks to the bottom on phones.
 * Steps that carry a comment ask for it first; paying asks to confirm payee and amount.
 */
export const ActionBar = observer(function ActionBar(props: ActionBarProps) {
  const { bill, busy, error } = props;
  const messages = useLocalized(actionMessages);
  const [open, setOpen] = useState<ApprovalButton | null>(null);
  const buttons = buttonsFor(bill.actions);
  const close = () => {
    setOpen(null);
    props.onDismissError();
  };
  const run = async (button: ApprovalButton, input: StepInput, next = false) => {
    if (await props.onStep(button, input)) {
      setOpen(null);
      props.onDone(button, next);
    }
  };
  const channel = open ? PAY[open] : undefined;
  if (buttons.length === 0) return <Nothing>{messages.noActions}</Nothing>;
  return (
    <>
      {error && !open && <p role="alert">{error}</p>}
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
            onClick={() => {
              props.onDismissError();
              if (needsComment(button) || PAY[button]) setOpen(button);
              else void run(button, { comment: '' });
            }}
          >
            {messages.button[button]}
          </Button>
        ))}
      </KitActionBar>
      {open && channel && (
        <PayConfirm
          bill={bill}
          channel={channel}
          error={error}
          onConfirm={() => run(open, { comment: '' })}
          onCancel={close}
        />
      )}
      {open && !channel && (
        <StepDialog
          button={open}
          rejectTargets={rejectTargetsOf(bill)}
          busy={busy}
          error={error}
          canGoNext={props.canGoNext}
          onConfirm={(input, next) => void run(open, input, next)}
          onCancel={close}
        />
      )}
    </>
  );
});

const Nothing = styled.p`
  margin: ${({ theme }) => theme.spacing.lg}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
