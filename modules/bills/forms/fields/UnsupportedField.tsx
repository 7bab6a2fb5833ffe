import { useLocale } from '@shell/i18n';
import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import { formWords } from '../formWords';
import { FieldFrame } from './FieldFrame';
import { Input } from './fieldStyles';
import { useFieldFrame } from './useFieldFrame';

const MAX_SHOWN = 200;

function shownValue(value: unknown, keptAsIs: string): string {
  if (typeof value === 'string') return value.slice(0, MAX_SHOWN) || '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === undefined || value === null ? '—' : keptAsIs;
}

/**
 * A field the engine cannot edit (dynamic, complex, order, an unknown type or entity): shown
 * read-only with a note, its value passed through untouched so saving never loses it.
 */
export function UnsupportedField({ field }: { field: FieldDescriptor }) {
  const locale = useLocale();
  const words = formWords[locale];
  const frame = useFieldFrame<unknown>(field);
  const reason = field.unsupported ?? { reason: 'unknownType' as const, type: field.dataType.type };
  return (
    <FieldFrame frame={frame} required={false} hint={words.unsupported[reason.reason](reason.type)}>
      <Value
        id={frame.id}
        type="text"
        readOnly
        value={shownValue(frame.value, words.keptAsIs)}
        aria-describedby={frame.hintId}
      />
    </FieldFrame>
  );
}

const Value = styled(Input)`
  border-style: dashed;
`;
