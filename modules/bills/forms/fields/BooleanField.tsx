import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldFrame } from './useFieldFrame';

/** Format 'boolean': a checkbox. */
export function BooleanField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<boolean>(field);
  return (
    <FieldFrame frame={frame} required={field.required}>
      <Checkbox
        id={frame.id}
        name={field.name}
        type="checkbox"
        checked={frame.value === true}
        disabled={field.readOnly}
        aria-invalid={frame.error !== null}
        aria-describedby={describedBy(frame, false)}
        onChange={(event) => frame.setValue(event.target.checked)}
        onBlur={frame.touch}
      />
    </FieldFrame>
  );
}

const Checkbox = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
