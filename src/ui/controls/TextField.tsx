import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, type FieldChromeProps } from './Field';
import { inputStyles } from './inputStyles';

export type TextFieldProps = FieldChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    /** Text or symbol drawn inside the field before the value (a currency sign). */
    prefix?: string;
  };

/** A labelled single-line input; the label, hint and error come from Field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, hideLabel, id, prefix, ...input },
  ref,
) {
  return (
    <Field {...{ label, hint, error, required, hideLabel, id }}>
      {(ids) =>
        prefix ? (
          <Affixed>
            <Prefix aria-hidden="true">{prefix}</Prefix>
            <Input ref={ref} required={required} {...ids} {...input} />
          </Affixed>
        ) : (
          <Input ref={ref} required={required} {...ids} {...input} />
        )
      }
    </Field>
  );
});

export const Input = styled.input`
  ${inputStyles}
`;

const Affixed = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-left: 2.2em;
  }
`;

const Prefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  pointer-events: none;
`;
