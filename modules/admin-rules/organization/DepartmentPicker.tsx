import { Checkbox } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { DepartmentRow } from './parseOrganization';
import { Box, Options } from './pickerStyles';

export interface DepartmentPickerProps {
  label: string;
  /** From OrganizationStore.departmentRows: active departments, depth-first by order. */
  rows: readonly DepartmentRow[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** One department (radio) or several (checkboxes). */
  multiple?: boolean;
}

/** Chooses departments from the tree, indented by depth. A form field, no I/O of its own. */
export const DepartmentPicker = observer(function DepartmentPicker({
  label,
  rows,
  value,
  onChange,
  multiple = false,
}: DepartmentPickerProps) {
  const choose = (id: string) => {
    if (!multiple) onChange([id]);
    else onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  };
  return (
    <Box>
      <legend>{label}</legend>
      <Options role={multiple ? undefined : 'radiogroup'} aria-label={label}>
        {rows.map(({ department, depth }) => (
          <Row key={department.id} $depth={depth}>
            <Checkbox
              type={multiple ? 'checkbox' : 'radio'}
              name={multiple ? undefined : label}
              label={department.name}
              checked={value.includes(department.id)}
              onChange={() => choose(department.id)}
            />
          </Row>
        ))}
      </Options>
    </Box>
  );
});

const Row = styled.li<{ $depth: number }>`
  padding-left: ${({ theme, $depth }) => $depth * theme.spacing.lg}px;
`;
