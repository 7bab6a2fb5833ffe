import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { Input } from './fieldStyles';
import { describedBy, useFieldFrame } from './useFieldFrame';

/** A date (or date and time) in the browser's own picker; the value is its text form. */
export function DateField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<string>(field);
  return (
    <FieldFrame frame={frame} required={field.required}>
      <Input
        id={frame.id}
        name={field.name}
        type={field.withTime ? 'datetime-local' : 'date'}
        value={frame.value ?? ''}
        readOnly={field.readOnly}
        aria-required={field.required}
        aria-invalid={frame.error !== null}
        aria-describedby={describedBy(frame, false)}
        $invalid={frame.error !== null}
        onChange={(event) => frame.setValue(event.target.value)}
        onBlur={frame.touch}
      />
    </FieldFrame>
  );
}
