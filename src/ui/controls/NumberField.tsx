import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'> & {
  /** Allows a decimal point (amounts, rates); whole numbers otherwise. */
  decimal?: boolean;
};

/**
 * A number typed as text: `type=number` would drop what a person typed that is not yet a number
 * ("1." on the way to "1.5") and scroll-wheel changes amounts by accident. Phones get the number pad.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { decimal = false, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
    />
  );
});

export type MoneyFieldProps = Omit<NumberFieldProps, 'decimal' | 'prefix'> & {
  /** The currency's symbol (¥, $), drawn inside the field. */
  symbol: string;
};

/** An amount: a decimal number pad with the currency symbol inside the field. */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { symbol, ...props },
  ref,
) {
  return <NumberField ref={ref} decimal prefix={symbol} {...props} />;
});
