import { useLocalized } from '@shell/i18n';
import { BottomSheet, Button, Select, Stack, TextArea } from '@shell/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { actionMessages } from '../actionMessages';
import type { StepInput } from '../ApprovalStore';
import type { ApprovalButton } from '../models/buttonsFor';
import type { FlowNode } from '../types';

export interface StepDialogProps {
  button: ApprovalButton;
  /** Earlier nodes a reject may return to; the submitter is always offered first. */
  rejectTargets: readonly FlowNode[];
  busy: boolean;
  /** The step's failure, shown inside the dialog (never behind it). */
  error: string | null;
  onConfirm: (input: StepInput) => void;
  onCancel: () => void;
}

/** Asks for the comment (and, for a reject, where to) before a step is sent; a sheet on phones. */
export function StepDialog(props: StepDialogProps) {
  const { button, rejectTargets, busy, error, onConfirm, onCancel } = props;
  const messages = useLocalized(actionMessages);
  const [comment, setComment] = useState('');
  const [rejectTo, setRejectTo] = useState('');
  const label = button === 'payFailure' ? messages.failureReason : messages.comment;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm(rejectTo ? { comment: comment.trim(), rejectTo } : { comment: comment.trim() });
  }

  return (
    <BottomSheet open title={messages.button[button]} onClose={onCancel}>
      <form onSubmit={handleSubmit}>
        <Stack>
          {button === 'reject' && (
            <Select
              label={messages.rejectTo}
              value={rejectTo}
              onChange={(event) => setRejectTo(event.target.value)}
              placeholder={messages.toSubmitter}
              options={rejectTargets.map((node) => ({ value: node.id, label: node.name }))}
            />
          )}
          <TextArea
            label={label}
            rows={3}
            maxLength={500}
            autoFocus
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          {error && <Problem role="alert">{messages.stepFailed(error)}</Problem>}
          <Actions>
            <Button onClick={onCancel}>{messages.cancel}</Button>
            <Button type="submit" variant="primary" disabled={busy} loading={busy}>
              {messages.confirm}
            </Button>
          </Actions>
        </Stack>
      </form>
    </BottomSheet>
  );
}

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;

  & > * {
    flex: 1 1 0;
  }
`;
