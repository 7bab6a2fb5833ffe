import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { Field } from './FilterSelect';

export interface TextFilterProps {
  label: string;
  value: string;
  onApply: (text: string) => void;
}

/**
 * A text filter applied on Enter or when focus leaves, not per key press. The parent keys it
 * by `value`, so a reset elsewhere starts it afresh.
 */
export const TextFilter = observer(function TextFilter({ label, value, onApply }: TextFilterProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() !== value) onApply(text);
  };
  return (
    <form onSubmit={apply}>
      <Field>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => apply()}
        />
      </Field>
    </form>
  );
});
