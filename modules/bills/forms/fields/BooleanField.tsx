import { Checkbox } from '@shell/ui';
import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldFrame } from './useFieldFrame';

/** Format 'boolean': a checkbox whose row (label included) is the target. */
export function BooleanField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<boolean>(field);
  return (
    <FieldFrame frame={frame} required={field.required} group>
      <Checkbox
        id={frame.id}
        name={field.name}
        label={frame.label}
        hideLabel
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
