import { localizedLabel, useLocale } from '@shell/i18n';
import { useField } from 'formik';
import { useBillFields } from '../BillFieldsContext';
import type { FieldDescriptor } from '../FieldDescriptor';

export interface FieldFrameState<T> {
  id: string;
  label: string;
  /** The message to show now, or null (untouched fields stay quiet until an attempt). */
  error: string | null;
  errorId: string;
  hintId: string;
  value: T;
  setValue(value: T): void;
  /** Marks the field touched, which validates it and lets its message show. */
  touch(): void;
  /** Sets and touches at once; formik would otherwise validate the old value on touch. */
  commit(value: T): void;
}

/** What every field control needs: ids, its localized label, value and visible error. */
export function useFieldFrame<T>(field: FieldDescriptor): FieldFrameState<T> {
  const locale = useLocale();
  const { idOf, attempted } = useBillFields();
  const [input, meta, helpers] = useField<T>(field.name);
  const id = idOf(field.name);
  const shown = typeof meta.error === 'string' && (attempted || Boolean(meta.touched));
  return {
    id,
    label: localizedLabel(field, locale),
    error: shown ? (meta.error ?? null) : null,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    value: input.value,
    setValue: (value) => void helpers.setValue(value),
    touch: () => void helpers.setTouched(true),
    commit: (value) => {
      void helpers.setTouched(true, false);
      void helpers.setValue(value);
    },
  };
}

/** aria-describedby for a control: its hint when it has one, then its current error. */
export function describedBy(frame: FieldFrameState<unknown>, hasHint: boolean): string | undefined {
  const ids = [hasHint ? frame.hintId : null, frame.error ? frame.errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
