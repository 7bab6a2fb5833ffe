import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** '' is the "any" option. */
  value: string;
  anyLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A labelled select whose first option means "no filter". */
export const FilterSelect = observer(function FilterSelect(props: FilterSelectProps) {
  const { label, value, anyLabel, options, onChange } = props;
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  color: ${({ theme }) => theme.colors.textSecondary};

  select,
  input {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
