import type { FieldDescriptor } from '../FieldDescriptor';
import { DecimalInput } from './DecimalInput';
import { FieldFrame } from './FieldFrame';
import { useFieldFrame } from './useFieldFrame';

/**
 * A number kept as the text typed: `type="number"` would hand back a float and drop what it
 * cannot parse, so a text input with a decimal keyboard is used and the schema checks it.
 */
export function NumberField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<string>(field);
  return (
    <FieldFrame frame={frame} required={field.required}>
      <DecimalInput field={field} frame={frame} hasHint={false} />
    </FieldFrame>
  );
}
