import { useLocale, useLocalized } from '@shell/i18n';
import { CNY, formatAmount, moneyMessages, type DecimalString } from '@shell/money';
import { Select, TextField } from '@shell/ui';
import styled from 'styled-components';
import { foreignLineMoney, readForeignAmount, readRate, type CurrencyOffer } from './foreignAmount';
import { lineMessages } from './lineMessages';

/** What the person chose: a foreign currency, the amount typed in it, the rate applied. */
export interface ForeignDraft {
  offer: CurrencyOffer;
  text: string;
  rate: DecimalString;
}

export interface ForeignAmountFieldsProps {
  offers: readonly CurrencyOffer[];
  value: ForeignDraft | null;
  onChange(next: ForeignDraft | null): void;
  error: string | null;
  /** The rate may be changed from the system's (the fee type says so). */
  rateEditable: boolean;
  rateError: string | null;
  idOf(name: string): string;
}

/** The symbol, unless it is the standard's too (JPY's ¥): then the letter code. */
const prefixOf = (offer: CurrencyOffer) =>
  offer.symbol && offer.symbol !== CNY.symbol ? offer.symbol : offer.strCode;

/** The DOM names of the foreign amount and rate inputs, for focus on a failed Done. */
export const FOREIGN_FIELD = 'foreignAmount';
export const RATE_FIELD = 'rate';

/**
 * The currency of a line whose fee type allows foreign amounts: the standard currency (no
 * foreign side) or one the fee type offers. A foreign one asks for the amount in it and shows
 * the rate (the system's; changed only where the fee type says `rateEditable`) and the
 * converted standard amount live.
 */
export function ForeignAmountFields(props: ForeignAmountFieldsProps) {
  const { offers, value, onChange, error, rateEditable, rateError, idOf } = props;
  const messages = useLocalized(lineMessages);
  const locale = useLocale();
  const words = moneyMessages[locale].currencies;
  const nameOf = (code: string) => (Object.hasOwn(words, code) ? words[code].name : code);
  const options = [
    { value: '', label: messages.standardCurrency },
    ...offers.map((offer) => ({
      value: offer.strCode,
      label: messages.currencyOption(nameOf(offer.strCode), offer.strCode),
    })),
  ];
  const choose = (code: string) => {
    const offer = offers.find((each) => each.strCode === code);
    onChange(offer ? { offer, text: value?.text ?? '', rate: offer.sysRate } : null);
  };
  const read = value ? readForeignAmount(value.text, value.offer.scale) : null;
  const rate = value ? readRate(value.rate) : null;
  const converted =
    value && rate && read && 'amount' in read
      ? foreignLineMoney(read.amount, value.offer, rate).standard
      : null;
  return (
    <>
      <Select
        id={idOf('currency')}
        label={messages.currency}
        value={value?.offer.strCode ?? ''}
        options={options}
        onChange={(event) => choose(event.target.value)}
      />
      {value && (
        <>
          <TextField
            id={idOf(FOREIGN_FIELD)}
            label={messages.foreignAmount(value.offer.strCode)}
            required
            prefix={prefixOf(value.offer)}
            inputMode="decimal"
            autoComplete="off"
            value={value.text}
            error={error ?? undefined}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
          {rateEditable ? (
            <TextField
              id={idOf(RATE_FIELD)}
              label={messages.rate}
              required
              inputMode="decimal"
              autoComplete="off"
              value={value.rate}
              hint={messages.sysRateHint(value.offer.sysRate)}
              error={rateError ?? undefined}
              onChange={(event) => onChange({ ...value, rate: event.target.value })}
            />
          ) : (
            <ReadOnly>
              <TextField
                id={idOf(RATE_FIELD)}
                label={messages.rate}
                readOnly
                value={value.rate}
                hint={messages.rateHint(value.offer.sysRate)}
              />
            </ReadOnly>
          )}
          <Converted aria-live="polite" data-testid="foreign-converted">
            {converted !== null ? messages.converted(formatAmount(converted, CNY, locale)) : ''}
          </Converted>
        </>
      )}
    </>
  );
}

const Converted = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** Read-only reads as information, as the form engine's read-only fields do. */
const ReadOnly = styled.div`
  & input[readonly] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
