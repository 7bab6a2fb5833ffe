import { useLocalized } from '@shell/i18n';
import type { Money } from '@shell/money';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import type { FieldValues } from '../forms/fieldValues';
import { foreignLineMoney, readForeignAmount, readRate, type CurrencyOffer } from './foreignAmount';
import type { ForeignDraft } from './ForeignAmountFields';
import { lineMessages } from './lineMessages';

export interface ForeignLine {
  /** The draft, when its currency is one this fee type offers; else the line is in CNY. */
  draft: ForeignDraft | null;
  /** The line's money with its foreign side, once the foreign amount reads as one. */
  money: Money | null;
  /** Why the foreign amount is not one yet (shown after a Done). */
  problem: string | null;
  /** Why the typed rate is not one (only an editable rate can be wrong). */
  rateProblem: string | null;
  /** The line's fields: the standard amount read-only while it is derived from the foreign. */
  fields: FieldDescriptor[];
}

/**
 * A foreign draft applied to the line's form: the standard amount follows foreign × rate live
 * (it is what totals add up), and is typed again only when the person goes back to CNY.
 */
export function useForeignLine(
  fields: FieldDescriptor[],
  offers: readonly CurrencyOffer[],
  foreign: ForeignDraft | null,
): ForeignLine {
  const messages = useLocalized(lineMessages);
  const { setFieldValue } = useFormikContext<FieldValues>();
  const draft =
    foreign && offers.some((offer) => offer.strCode === foreign.offer.strCode) ? foreign : null;
  const read = draft ? readForeignAmount(draft.text, draft.offer.scale) : null;
  const rate = draft ? readRate(draft.rate) : null;
  const money =
    draft && rate && read && 'amount' in read
      ? foreignLineMoney(read.amount, draft.offer, rate)
      : null;
  const standard = money?.standard ?? null;
  const derived = draft !== null;
  useEffect(() => {
    if (standard !== null) void setFieldValue('amount', standard);
  }, [standard, setFieldValue]);
  const shown = useMemo(
    () =>
      derived
        ? fields.map((field) => (field.name === 'amount' ? { ...field, readOnly: true } : field))
        : fields,
    [fields, derived],
  );
  let problem: string | null = null;
  if (read && 'problem' in read) {
    problem =
      read.problem === 'required'
        ? messages.foreignRequired
        : read.problem === 'scale'
          ? messages.foreignScale(draft?.offer.scale ?? 2)
          : messages.foreignInvalid;
  }
  const rateProblem = draft && !rate ? messages.rateInvalid : null;
  return { draft, money, problem, rateProblem, fields: shown };
}
