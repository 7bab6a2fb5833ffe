import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldChromeProps } from './Field';
import { inputStyles } from './inputStyles';

export type TextAreaProps = FieldChromeProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** A labelled multi-line input that grows with the person's text up to its rows. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required, hideLabel, id, rows = 3, ...input },
  ref,
) {
  return (
    <Field {...{ label, hint, error, required, hideLabel, id }}>
      {(ids) => <Area ref={ref} rows={rows} required={required} {...ids} {...input} />}
    </Field>
  );
});

const Area = styled.textarea`
  ${inputStyles}
  padding-top: ${({ theme }) => theme.spacing.sm}px;
  padding-bottom: ${({ theme }) => theme.spacing.sm}px;
  resize: vertical;
`;
