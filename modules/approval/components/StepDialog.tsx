import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
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
  onConfirm: (input: StepInput) => void;
  onCancel: () => void;
}

/** Asks for the comment (and, for a reject, where to) before a step is sent. */
export function StepDialog({ button, rejectTargets, busy, onConfirm, onCancel }: StepDialogProps) {
  const messages = useLocalized(actionMessages);
  const [comment, setComment] = useState('');
  const [rejectTo, setRejectTo] = useState('');
  const titleId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const label = button === 'payFailure' ? messages.failureReason : messages.comment;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm(rejectTo ? { comment: comment.trim(), rejectTo } : { comment: comment.trim() });
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onCancel();
  }

  return (
    <Mask>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
        <h2 id={titleId}>{messages.button[button]}</h2>
        <form onSubmit={handleSubmit}>
          {button === 'reject' && (
            <Field>
              {messages.rejectTo}
              <select value={rejectTo} onChange={(event) => setRejectTo(event.target.value)}>
                <option value="">{messages.toSubmitter}</option>
                {rejectTargets.map((node) => (
                  <option key={node.id} value={node.id}>
                    {node.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field>
            {label}
            <textarea
              ref={field}
              rows={3}
              maxLength={500}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field>
          <Actions>
            <Button type="button" onClick={onCancel}>
              {messages.cancel}
            </Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {messages.confirm}
            </Button>
          </Actions>
        </form>
      </Panel>
    </Mask>
  );
}

const Mask = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.mask};
  z-index: ${({ theme }) => theme.zIndex.modal};
`;

const Panel = styled.div`
  width: min(440px, 100%);
  padding: ${({ theme }) => theme.spacing.xl}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
