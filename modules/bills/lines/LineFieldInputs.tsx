import { useLocalized } from '@shell/i18n';
import type { Money } from '@shell/money';
import { Button } from '@shell/ui';
import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import { BillFieldsContext } from '../forms/BillFieldsContext';
import { FieldControl } from '../forms/FieldControl';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import type { FieldValues } from '../forms/fieldValues';
import type { RefSource } from '../forms/refEntities';
import type { CurrencyOffer } from './foreignAmount';
import {
  FOREIGN_FIELD,
  ForeignAmountFields,
  RATE_FIELD,
  type ForeignDraft,
} from './ForeignAmountFields';
import { Actions, Column } from './lineFormStyles';
import { lineMessages } from './lineMessages';
import { useForeignLine } from './useForeignLine';

export interface LineFieldInputsProps {
  fields: FieldDescriptor[];
  refSource: RefSource;
  offers: readonly CurrencyOffer[];
  rateEditable: boolean;
  foreign: ForeignDraft | null;
  onForeign(next: ForeignDraft | null): void;
  onKeep(values: FieldValues): void;
  /** `money` is undefined when the form did not offer currencies (the line's is kept). */
  onDone(values: FieldValues, money: Money | null | undefined): void;
  onCancel(): void;
}

/** The fee type's fields of one line, its currency first where the fee type allows others. */
export function LineFieldInputs(props: LineFieldInputsProps) {
  const { refSource, offers, onKeep, onCancel } = props;
  const messages = useLocalized(lineMessages);
  const formId = useId();
  const formik = useFormikContext<FieldValues>();
  const { values, validateForm } = formik;
  const [attempted, setAttempted] = useState(false);
  const foreign = useForeignLine(props.fields, offers, props.foreign);
  const context = useMemo(
    () => ({
      refSource,
      searchDelayMs: 250,
      attempted,
      idOf: (name: string) => `${formId}-${name}`,
    }),
    [refSource, attempted, formId],
  );
  // What is typed survives a change of fee type (the form is made again for the new one).
  useEffect(() => onKeep(values), [values, onKeep]);
  const done = async () => {
    setAttempted(true);
    if (foreign.draft && !foreign.money) {
      const wrong = foreign.problem ? FOREIGN_FIELD : RATE_FIELD;
      document.getElementById(`${formId}-${wrong}`)?.focus();
      return;
    }
    const errors = await validateForm();
    if (Object.keys(errors).length > 0) {
      document.getElementById(`${formId}-${Object.keys(errors)[0]}`)?.focus();
      return;
    }
    const { money } = foreign;
    // Without currencies to offer, the line's money is not this form's to change.
    if (offers.length === 0) props.onDone(values, undefined);
    else props.onDone(money ? { ...values, amount: money.standard } : values, money);
  };
  return (
    <BillFieldsContext.Provider value={context}>
      <Column>
        {offers.length > 0 && (
          <ForeignAmountFields
            offers={offers}
            value={foreign.draft}
            onChange={props.onForeign}
            error={attempted ? foreign.problem : null}
            rateEditable={props.rateEditable}
            rateError={attempted ? foreign.rateProblem : null}
            idOf={context.idOf}
          />
        )}
        {foreign.fields.map((field) => (
          <FieldControl key={field.name} field={field} />
        ))}
        <Actions>
          <Button onClick={onCancel}>{messages.cancel}</Button>
          <Button variant="primary" onClick={() => void done()}>
            {messages.done}
          </Button>
        </Actions>
      </Column>
    </BillFieldsContext.Provider>
  );
}
