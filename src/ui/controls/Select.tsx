import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldChromeProps } from './Field';
import { inputStyles } from './inputStyles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first option with the empty value ("All", "Choose…"). */
    placeholder?: string;
  };

/**
 * A native select: phones open their own wheel or sheet, which beats any drawn list for touch,
 * and desktop browsers give full keyboard and screen-reader support for free.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, required, hideLabel, id, options, placeholder, ...select },
  ref,
) {
  return (
    <Field {...{ label, hint, error, required, hideLabel, id }}>
      {(ids) => (
        <Native ref={ref} required={required} {...ids} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Native>
      )}
    </Field>
  );
});

const Native = styled.select`
  ${inputStyles}
  padding-right: ${({ theme }) => theme.spacing.xl}px;
  cursor: pointer;
`;
