import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import { FieldFrame } from './FieldFrame';
import { Input } from './fieldStyles';
import { useFieldFrame } from './useFieldFrame';

const MAX_SHOWN = 200;

/** What a person reads in a value: text and numbers as they are, records by their name. */
function shownValue(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, MAX_SHOWN) || '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const names = value.map(shownValue).filter((text) => text !== '—');
    return names.length > 0 ? names.join(', ').slice(0, MAX_SHOWN) : '—';
  }
  if (typeof value === 'object' && value !== null) {
    const named = ['name', 'label', 'title'].map((key) => Reflect.get(value, key));
    const text = named.find((each) => typeof each === 'string' && each !== '');
    return typeof text === 'string' ? text.slice(0, MAX_SHOWN) : '—';
  }
  return '—';
}

/**
 * A field the engine cannot edit (dynamic, order, an unknown type or entity): its value shown
 * read-only, as a person reads it, and passed through untouched so saving never loses it. Why
 * it cannot be edited is the developers' concern, never said on the form.
 */
export function UnsupportedField({ field }: { field: FieldDescriptor }) {
  const frame = useFieldFrame<unknown>(field);
  return (
    <FieldFrame frame={frame} required={false}>
      <Value id={frame.id} type="text" readOnly value={shownValue(frame.value)} />
    </FieldFrame>
  );
}

const Value = styled(Input)`
  border-color: transparent;
  background: transparent;
  padding-left: 0;
`;
