import { useLocalized } from '@shell/i18n';
import { BottomSheet, Button, Select, Tag, TextArea } from '@shell/ui';
import { useState, type FormEvent } from 'react';
import { controlSize, focusRing, media } from '@shell/theme';
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
  /** The server's refusal of the last try, said here rather than behind the dialog. */
  error: string | null;
  /** Offered on an agree when another bill waits in the same backlog. */
  canGoNext: boolean;
  onConfirm: (input: StepInput, next: boolean) => void;
  onCancel: () => void;
}

/**
 * Asks for what a step carries before it is sent: a reject needs its reason (a few common ones
 * to pick) and may go back to an earlier node; an agree takes an optional comment and may open
 * the next bill. A refusal is shown in the dialog, which stays open to try again.
 */
export function StepDialog(props: StepDialogProps) {
  const { button, rejectTargets, busy } = props;
  const messages = useLocalized(actionMessages);
  const [comment, setComment] = useState('');
  const [rejectTo, setRejectTo] = useState('');
  const [tried, setTried] = useState(false);
  const rejecting = button === 'reject';
  const required = rejecting || button === 'payFailure';
  const missing = required && comment.trim() === '';
  const label = button === 'payFailure' ? messages.failureReason : messages.comment;

  function send(next: boolean) {
    setTried(true);
    if (missing) return;
    const text = comment.trim();
    props.onConfirm(rejectTo ? { comment: text, rejectTo } : { comment: text }, next);
  }

  return (
    <BottomSheet open title={messages.button[button]} onClose={props.onCancel}>
      <Form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          send(false);
        }}
      >
        {rejecting && rejectTargets.length > 0 && (
          <Select
            label={messages.rejectTo}
            value={rejectTo}
            onChange={(event) => setRejectTo(event.target.value)}
            options={[
              { value: '', label: messages.toSubmitter },
              ...rejectTargets.map((node) => ({ value: node.id, label: node.name })),
            ]}
          />
        )}
        {rejecting && (
          <Reasons role="group" aria-label={messages.commonReasons}>
            {messages.reasons.map((reason) => (
              <Chip key={reason} type="button" onClick={() => setComment(reason)}>
                <Tag>{reason}</Tag>
              </Chip>
            ))}
          </Reasons>
        )}
        <TextArea
          label={required ? label : `${label}${messages.optional}`}
          required={required}
          autoFocus
          rows={3}
          maxLength={500}
          value={comment}
          error={tried && missing ? messages.reasonRequired : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        {props.error && <Problem role="alert">{props.error}</Problem>}
        <Actions>
          <Button onClick={props.onCancel}>{messages.cancel}</Button>
          {button === 'agree' && props.canGoNext && (
            <Button loading={busy} onClick={() => send(true)}>
              {messages.agreeAndNext}
            </Button>
          )}
          <Button type="submit" variant={rejecting ? 'danger' : 'primary'} loading={busy}>
            {messages.button[button]}
          </Button>
        </Actions>
      </Form>
    </BottomSheet>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Reasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

// A reason to pick is a finger-sized target around its tag.
const Chip = styled.button`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  ${focusRing}
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;

  ${media.phone} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;
