import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldFrameState } from './useFieldFrame';

export interface FieldFrameProps {
  frame: FieldFrameState<unknown>;
  required: boolean;
  /** Several controls (a range, a list): a fieldset named by a legend instead of a label. */
  group?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error of one field, wired by id for assistive technology. */
export function FieldFrame({ frame, required, group = false, hint, children }: FieldFrameProps) {
  const title = (
    <>
      {frame.label}
      {required && <Mark aria-hidden="true"> *</Mark>}
    </>
  );
  const body = (
    <>
      {children}
      {hint && <Hint id={frame.hintId}>{hint}</Hint>}
      {frame.error && <Problem id={frame.errorId}>{frame.error}</Problem>}
    </>
  );
  if (group) {
    return (
      <Group>
        <Legend>{title}</Legend>
        {body}
      </Group>
    );
  }
  return (
    <Frame>
      <Label htmlFor={frame.id}>{title}</Label>
      {body}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing.xs}px;
  color: ${({ theme }) => theme.colors.text};
`;

const Mark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Problem = styled.div`
  color: ${({ theme }) => theme.colors.danger};
`;
