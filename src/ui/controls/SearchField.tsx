import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { kitMessages } from '../kitMessages';
import { Button } from './Button';
import { Input } from './TextField';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter or the search button; leave out to search as the person types. */
  onSearch?: (value: string) => void;
  placeholder?: string;
}

/** A search landmark: one labelled search input and, when searching is explicit, its button. */
export function SearchField({ label, value, onChange, onSearch, placeholder }: SearchFieldProps) {
  const messages = useLocalized(kitMessages);
  const [composing, setComposing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter that ends an IME composition picks a candidate; it is not a search.
    if (!composing) onSearch?.(value);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={() => setComposing(false)}
      />
      {onSearch && (
        <Button type="submit" variant="primary">
          {messages.search}
        </Button>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
  min-width: 0;
  flex: 1;
`;
