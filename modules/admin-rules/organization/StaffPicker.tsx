import { useLocalized } from '@shell/i18n';
import { Button, layerManager } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { pickerMessages } from './pickerMessages';
import { Box, Hint, Mark } from './pickerStyles';
import { StaffChooser, type StaffChooserParams } from './StaffChooser';
import type { StaffChoice } from './types';

export interface StaffPickerProps {
  label: string;
  staffs: readonly StaffChoice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  hint?: string;
}

/**
 * Several active staff for a form: the chosen ones listed with a remove button each, and a
 * drawer (docs/host-verbs.md overlay) to search and choose from. External staff are marked. No I/O.
 */
export const StaffPicker = observer(function StaffPicker({
  label,
  staffs,
  value,
  onChange,
  hint,
}: StaffPickerProps) {
  const messages = useLocalized(pickerMessages);
  const hintId = useId();
  const byId = new Map(staffs.map((staff) => [staff.id, staff]));
  const choose = async () => {
    const params: StaffChooserParams = { staffs, value };
    const result = await layerManager.open(
      { key: 'staff-picker', title: label, kind: 'drawer', component: StaffChooser },
      params,
    );
    if (Array.isArray(result)) onChange(result.filter((id): id is string => byId.has(id)));
  };
  return (
    <Box aria-describedby={hint ? hintId : undefined}>
      <legend>{label}</legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Chosen aria-label={label}>
        {value.length === 0 && <li>{messages.none}</li>}
        {value.map((id) => {
          const name = byId.get(id)?.name ?? id;
          return (
            <li key={id}>
              {name}
              {byId.get(id)?.external && <Mark>{messages.external}</Mark>}
              <Button
                type="button"
                aria-label={messages.remove(name)}
                onClick={() => onChange(value.filter((item) => item !== id))}
              >
                ×
              </Button>
            </li>
          );
        })}
      </Chosen>
      <Button type="button" onClick={() => void choose()}>
        {messages.choose}
      </Button>
    </Box>
  );
});

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  padding: 0;
  list-style: none;
`;
