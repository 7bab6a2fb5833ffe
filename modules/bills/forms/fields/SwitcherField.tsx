import { controlSize, focusRing } from '@shell/theme';
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
        <Rail $on={on} aria-hidden="true">
          <Thumb $on={on} />
        </Rail>
      </Track>
    </FieldFrame>
  );
}

/** The whole 44 px row is the target; the drawn rail is smaller, inside it. */
const Track = styled.button<{ $on: boolean }>`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-width: 52px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Rail = styled.span<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 24px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.divider)};
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
