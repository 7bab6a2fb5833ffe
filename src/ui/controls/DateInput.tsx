import { forwardRef } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { kitMessages } from '../kitMessages';
import { Field, type FieldChromeProps } from './Field';
import { inputStyles } from './inputStyles';
import { TextField, type TextFieldProps } from './TextField';

/** A date as YYYY-MM-DD with the platform's picker (a wheel on phones, a calendar on desktop). */
export const DateInput = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function DateInput(props, ref) {
    return <TextField ref={ref} type="date" {...props} />;
  },
);

export interface DateRange {
  start: string;
  end: string;
}

export type DateRangeInputProps = FieldChromeProps & {
  value: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
};

/** Two dates under one label; the end cannot be picked before the start. */
export function DateRangeInput({ value, onChange, disabled, ...chrome }: DateRangeInputProps) {
  const messages = useLocalized(kitMessages);
  return (
    <Field {...chrome}>
      {({ id, ...ids }) => (
        <Pair>
          <Date
            id={id}
            type="date"
            aria-label={messages.from}
            value={value.start}
            max={value.end || undefined}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, start: event.target.value })}
            {...ids}
          />
          <Dash aria-hidden="true">–</Dash>
          <Date
            type="date"
            aria-label={messages.to}
            value={value.end}
            min={value.start || undefined}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
            {...ids}
          />
        </Pair>
      )}
    </Field>
  );
}

const Pair = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Date = styled.input`
  ${inputStyles}
  flex: 1;
`;

const Dash = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
