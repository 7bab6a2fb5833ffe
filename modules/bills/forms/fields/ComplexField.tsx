import type { ReactNode } from 'react';
import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { useFieldFrame } from './useFieldFrame';

export interface ComplexFieldProps {
  field: FieldDescriptor;
  /** How one part is drawn: FieldControl, passed in so the two modules do not import each other. */
  renderPart: (part: FieldDescriptor) => ReactNode;
}

/**
 * docs/bills-and-workflow.md `complex`: a group of plain fields edited as one object value. Each part reads and
 * writes `<field>.<part>` of the form state, so it keeps its own label, check and message.
 */
export function ComplexField({ field, renderPart }: ComplexFieldProps) {
  const frame = useFieldFrame<unknown>(field);
  const parts = (field.children ?? []).map((part) => ({
    ...part,
    name: `${field.name}.${part.name}`,
    readOnly: part.readOnly || field.readOnly,
  }));
  return (
    <FieldFrame frame={{ ...frame, error: null }} required={field.required} group>
      {parts.map((part) => renderPart(part))}
    </FieldFrame>
  );
}
