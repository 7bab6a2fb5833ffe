import { TextField } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';

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
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() !== value) onApply(text);
  };
  return (
    <form onSubmit={apply}>
      <TextField
        label={label}
        type="text"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply()}
      />
    </form>
  );
});
