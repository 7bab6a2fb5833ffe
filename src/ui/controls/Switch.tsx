import type { ReactNode } from 'react';
import styled from 'styled-components';
import { controlSize, focusRing } from '@shell/theme';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
}

/** An on/off setting that applies at once (WAI-ARIA switch): label and track are one button. */
export function Switch({ label, checked, onChange, disabled, id }: SwitchProps) {
  return (
    <Row
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span>{label}</span>
      <Track $on={checked} aria-hidden="true">
        <Thumb $on={checked} />
      </Track>
    </Row>
  );
}

const Row = styled.button`
  ${controlSize}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  border-radius: 11px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.surface)};
  transition: background ${({ theme }) => theme.motion.quickMs}ms;
`;

const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $on }) => ($on ? 20 : 2)}px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.brandText : theme.colors.border)};
  transition: left ${({ theme }) => theme.motion.quickMs}ms;
`;
