import type { ComponentType } from 'react';
import type { FieldDescriptor, FieldKind } from './FieldDescriptor';
import { AttachmentField } from './fields/AttachmentField';
import { BooleanField } from './fields/BooleanField';
import { ComplexField } from './fields/ComplexField';
import { DateField } from './fields/DateField';
import { DateRangeField } from './fields/DateRangeField';
import { ListField } from './fields/ListField';
import { MoneyField } from './fields/MoneyField';
import { NumberField } from './fields/NumberField';
import { RefPicker } from './fields/RefPicker';
import { SwitcherField } from './fields/SwitcherField';
import { TextField } from './fields/TextField';
import { UnsupportedField } from './fields/UnsupportedField';

/**
 * The component of each plain field kind; the record's type makes a new kind fail to compile
 * here. A complex field draws its parts through FieldControl itself.
 */
export const FIELD_COMPONENTS: Readonly<
  Record<Exclude<FieldKind, 'complex'>, ComponentType<{ field: FieldDescriptor }>>
> = {
  text: TextField,
  number: NumberField,
  money: MoneyField,
  date: DateField,
  dateRange: DateRangeField,
  boolean: BooleanField,
  switcher: SwitcherField,
  ref: RefPicker,
  list: ListField,
  attachment: AttachmentField,
  unsupported: UnsupportedField,
};

/** One field, rendered by its kind's component. */
export function FieldControl({ field }: { field: FieldDescriptor }) {
  if (field.kind === 'complex') {
    return (
      <ComplexField
        field={field}
        renderPart={(part) => <FieldControl key={part.name} field={part} />}
      />
    );
  }
  const Component = FIELD_COMPONENTS[field.kind];
  return <Component field={field} />;
}
