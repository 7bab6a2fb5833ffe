import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { Input } from './fieldStyles';
import { describedBy, useFieldFrame } from './useFieldFrame';

/**
 * A number kept as the text typed: `type="number"` would hand back a float and drop what it
 * cannot parse, so a text input with a decimal keyboard is used and the schema checks it.
 */
export function NumberField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<string>(field);
  return (
    <FieldFrame frame={frame} required={field.required}>
      <Input
        id={frame.id}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
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
