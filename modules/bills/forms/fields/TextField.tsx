import { localizedLabel, useLocale } from '@shell/i18n';
import type { FieldDescriptor } from '../FieldDescriptor';
import { formWords } from '../formWords';
import { FieldFrame } from './FieldFrame';
import { Input, Select, TextArea } from './fieldStyles';
import { describedBy, useFieldFrame } from './useFieldFrame';

const INPUT_TYPES = { phone: 'tel', email: 'email' } as const;

/** Free text, a phone or email (docs/bills-and-workflow.md formats), or a choice among enum options. */
export function TextField({ field }: { field: FieldDescriptor }) {
  const locale = useLocale();
  const frame = useFieldFrame<string>(field);
  const common = {
    id: frame.id,
    name: field.name,
    value: frame.value ?? '',
    readOnly: field.readOnly,
    'aria-required': field.required,
    'aria-invalid': frame.error !== null,
    'aria-describedby': describedBy(frame, false),
    $invalid: frame.error !== null,
    onBlur: frame.touch,
  };
  let control;
  if (field.options) {
    control = (
      <Select
        {...common}
        disabled={field.readOnly}
        onChange={(event) => frame.setValue(event.target.value)}
      >
        <option value="">{formWords[locale].choose}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {localizedLabel(option, locale)}
          </option>
        ))}
      </Select>
    );
  } else if (field.multiline) {
    control = <TextArea {...common} onChange={(event) => frame.setValue(event.target.value)} />;
  } else {
    control = (
      <Input
        {...common}
        type={field.textFormat ? INPUT_TYPES[field.textFormat] : 'text'}
        autoComplete={field.textFormat === 'email' ? 'email' : 'off'}
        onChange={(event) => frame.setValue(event.target.value)}
      />
    );
  }
  return (
    <FieldFrame frame={frame} required={field.required}>
      {control}
    </FieldFrame>
  );
}
