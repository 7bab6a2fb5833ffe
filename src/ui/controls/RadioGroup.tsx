import * as Radio from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, media } from '@shell/theme';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly ChoiceOption<V>[];
  orientation?: 'horizontal' | 'vertical';
}

/** One choice of a few, all visible; arrow keys move between them (Radix roving focus). */
export function RadioGroup<V extends string>({
  label,
  value,
  onChange,
  options,
  orientation = 'vertical',
}: RadioGroupProps<V>) {
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Legend id={labelId}>{label}</Legend>
      <Root
        value={value}
        onValueChange={(next) => onChange(next as V)}
        orientation={orientation}
        aria-labelledby={labelId}
        $row={orientation === 'horizontal'}
      >
        {options.map((option) => (
          <Choice key={option.value}>
            <Item value={option.value} disabled={option.disabled}>
              <Dot />
            </Item>
            {option.label}
          </Choice>
        ))}
      </Root>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

const Legend = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Root = styled(Radio.Root)<{ $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.lg}px;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-height: ${({ theme }) => theme.control.dense}px;
  cursor: pointer;

  ${media.touch} {
    min-height: ${({ theme }) => theme.control.touch}px;
  }
`;

const Item = styled(Radio.Item)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${focusRing}

  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.divider};
  }
`;

const Dot = styled(Radio.Indicator)`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
`;
