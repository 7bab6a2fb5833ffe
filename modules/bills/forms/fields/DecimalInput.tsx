import type { FieldDescriptor } from '../FieldDescriptor';
import { Input } from './fieldStyles';
import { describedBy, type FieldFrameState } from './useFieldFrame';

/** The text input number and money fields share: decimal keypad, value kept as typed text. */
export function DecimalInput(props: {
  field: FieldDescriptor;
  frame: FieldFrameState<string>;
  hasHint: boolean;
}) {
  const { field, frame, hasHint } = props;
  return (
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
      aria-describedby={describedBy(frame, hasHint)}
      $invalid={frame.error !== null}
      onChange={(event) => frame.setValue(event.target.value)}
      onBlur={frame.touch}
    />
  );
}
