import * as Radio from '@radix-ui/react-radio-group';
import styled from 'styled-components';
import { controlSize, focusRing } from '@shell/theme';
import type { ChoiceOption } from './RadioGroup';

export interface SegmentedControlProps<V extends string> {
  /** The accessible name of the group (a visible label is optional around it). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly ChoiceOption<V>[];
}

/** A row of mutually exclusive buttons (list/table, light/dark): a radio group underneath. */
export function SegmentedControl<V extends string>({
  label,
  value,
  onChange,
  options,
}: SegmentedControlProps<V>) {
  return (
    <Root
      value={value}
      onValueChange={(next) => onChange(next as V)}
      orientation="horizontal"
      aria-label={label}
      loop
    >
      {options.map((option) => (
        <Segment key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </Segment>
      ))}
    </Root>
  );
}

const Root = styled(Radio.Root)`
  display: inline-flex;
  max-width: 100%;
  padding: 2px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.background};
`;

const Segment = styled(Radio.Item)`
  ${controlSize}
  flex: 1 1 auto;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandOnSurface};
    font-weight: 600;
    box-shadow: ${({ theme }) => theme.elevation.card};
  }

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;
