import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { matchStaff } from './matchStaff';
import { pickerMessages } from './pickerMessages';
import type { StaffChoice } from './types';

export interface StaffPickerProps {
  label: string;
  staffs: readonly StaffChoice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  hint?: string;
}

/** Chooses several active staff; external staff are marked. A form field, no I/O of its own. */
export const StaffPicker = observer(function StaffPicker({
  label,
  staffs,
  value,
  onChange,
  hint,
}: StaffPickerProps) {
  const messages = useLocalized(pickerMessages);
  const [search, setSearch] = useState('');
  const hintId = useId();
  const shown = matchStaff(staffs, search);
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <Box aria-describedby={hint ? hintId : undefined}>
      <legend>{label}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <input
        type="search"
        aria-label={`${label} ${messages.searchStaff}`}
        placeholder={messages.searchStaff}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Hint role="status">{messages.selected.replace('{count}', String(value.length))}</Hint>
      <Options>
        {shown.length === 0 && <li>{messages.noStaff}</li>}
        {shown.map((staff) => (
          <li key={staff.id}>
            <label>
              <input
                type="checkbox"
                checked={value.includes(staff.id)}
                onChange={() => toggle(staff.id)}
              />
              {staff.name}
              {staff.code && <Secondary> {staff.code}</Secondary>}
              {staff.external && <Mark>{messages.external}</Mark>}
            </label>
          </li>
        ))}
      </Options>
    </Box>
  );
});

export const Box = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

export const Options = styled.ul`
  max-height: 200px;
  overflow: auto;
  margin: ${({ theme }) => theme.spacing.xs}px 0 0;
  padding: 0;
  list-style: none;
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.xs}px 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Mark = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xs}px;
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: ${({ theme }) => theme.font.size - 2}px;
`;
