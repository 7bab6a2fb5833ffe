import { useLocale } from '@shell/i18n';
import type { FieldDescriptor } from '../FieldDescriptor';
import type { DateRangeValue } from '../fieldValues';
import { formWords } from '../formWords';
import { FieldFrame } from './FieldFrame';
import { Input, Row } from './fieldStyles';
import { describedBy, useFieldFrame } from './useFieldFrame';

const EMPTY: DateRangeValue = { start: '', end: '' };

/**
 * A start and an end date in one fieldset. An end before the start is accepted as entered
 * (docs/bills-and-workflow.md: only logged, by the schema), so nothing here blocks it.
 */
export function DateRangeField({ field }: { field: FieldDescriptor }) {
  const locale = useLocale();
  const words = formWords[locale];
  const frame = useFieldFrame<DateRangeValue>(field);
  const range = frame.value ?? EMPTY;
  const type = field.withTime ? 'datetime-local' : 'date';
  const side = (key: keyof DateRangeValue, label: string) => (
    <Input
      id={key === 'start' ? frame.id : `${frame.id}-end`}
      name={`${field.name}-${key}`}
      type={type}
      aria-label={`${frame.label} ${label}`}
      value={range[key] ?? ''}
      readOnly={field.readOnly}
      aria-required={field.required}
      aria-invalid={frame.error !== null}
      aria-describedby={describedBy(frame, false)}
      $invalid={frame.error !== null}
      onChange={(event) => frame.setValue({ ...range, [key]: event.target.value })}
      onBlur={frame.touch}
    />
  );
  return (
    <FieldFrame frame={frame} required={field.required} group>
      <Row>
        {side('start', words.start)}
        <span aria-hidden="true">–</span>
        {side('end', words.end)}
      </Row>
    </FieldFrame>
  );
}
