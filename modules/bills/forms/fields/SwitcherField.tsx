import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldFrame } from './useFieldFrame';

/** Format 'switcher': an on/off switch (a button with role switch, named by the label). */
export function SwitcherField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<boolean>(field);
  const on = frame.value === true;
  return (
    <FieldFrame frame={frame} required={field.required}>
      <Track
        id={frame.id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={describedBy(frame, false)}
        disabled={field.readOnly}
        $on={on}
        onClick={() => frame.setValue(!on)}
        onBlur={frame.touch}
      >
        <Thumb $on={on} />
      </Track>
    </FieldFrame>
  );
}

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.divider)};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $on }) => ($on ? '22px' : '2px')};
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  transition: left 120ms ease;
`;
