import { Button } from '@shell/ui';
import { useId, useState, type FormEvent } from 'react';
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
  const errorId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setMissing(value === '');
    if (value) onSubmit(value.slice(0, 200));
  };
  return (
    <Form onSubmit={handleSubmit} noValidate>
      <label>
        {label}{' '}
        <input
          value={text}
          maxLength={200}
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {missing && (
        <Error id={errorId} role="alert">
          {requiredMessage}
        </Error>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: center;
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
