import { Button, TextField } from '@shell/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface TextStepFormProps {
  label: string;
  submitLabel: string;
  requiredMessage: string;
  busy: boolean;
  onSubmit: (text: string) => void;
}

/** One text and a button (a tracking number, an exception reason); empty text is refused here. */
export function TextStepForm({
  label,
  submitLabel,
  requiredMessage,
  busy,
  onSubmit,
}: TextStepFormProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setMissing(value === '');
    if (value) onSubmit(value.slice(0, 200));
  };
  return (
    <Form onSubmit={handleSubmit} noValidate>
      <TextField
        label={label}
        value={text}
        maxLength={200}
        error={missing ? <span role="alert">{requiredMessage}</span> : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={busy} loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: end;
`;
