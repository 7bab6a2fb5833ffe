import { useLocale, useLocalized } from '@shell/i18n';
import { Button, Select } from '@shell/ui';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { buildFormSchema } from '../forms/buildFieldSchema';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import { formValuesOf, type FieldValues } from '../forms/fieldValues';
import type { RefSource } from '../forms/refEntities';
import type { FeeLine } from './FeeLine';
import type { FeeTypesStore } from './FeeTypesStore';
import { usableSpecification } from './feeTypeCatalog';
import type { ForeignDraft } from './ForeignAmountFields';
import { initialForeign } from './initialForeign';
import { LineFieldInputs } from './LineFieldInputs';
import { Actions, Column } from './lineFormStyles';
import { lineMessages } from './lineMessages';
import { fieldsOfLine } from './lineWire';

/** `money` is left out when the editor did not offer currencies: the line keeps its own. */
export type LineChange = Pick<FeeLine, 'feeTypeId' | 'feeTypeName' | 'values'> &
  Partial<Pick<FeeLine, 'money'>>;

export interface LineFormProps {
  feeTypes: FeeTypesStore;
  base: readonly FieldDescriptor[];
  /** The line being edited; null for a new one. */
  line: Pick<FeeLine, 'feeTypeId' | 'values' | 'money'> | null;
  refSource: RefSource;
  /** A new line starts on this day (YYYY-MM-DD). */
  today: string;
  onDone(change: LineChange): void;
  onCancel(): void;
}

/**
 * One line's form: its fee type first (only leaves are offered, under their parent), then the
 * fee type's fields by the same form engine as the bill. Changing the fee type keeps what every
 * fee type shares (amount, date, reason, files, photos). Done checks every field.
 */
export const LineForm = observer(function LineForm(props: LineFormProps) {
  const { feeTypes, base, line } = props;
  const messages = useLocalized(lineMessages);
  const [feeTypeId, setFeeTypeId] = useState(line?.feeTypeId ?? '');
  const [carried, setCarried] = useState<FieldValues>(line?.values ?? { feeDate: props.today });
  const [foreign, setForeign] = useState<ForeignDraft | null>(() => initialForeign(line));
  const locale = useLocale();
  const fields = useMemo(
    () => (feeTypeId ? fieldsOfLine(feeTypeId, feeTypes.data, base) : null),
    [feeTypeId, feeTypes.data, base],
  );
  const spec = usableSpecification(feeTypes.data.get(feeTypeId));
  const offers = useMemo(() => {
    const offered = spec?.allowForeign ? spec.currencies : [];
    // A line entered in a currency no longer offered keeps it (and its rate) while edited.
    const own = foreign?.offer;
    const kept = own && !offered.some((each) => each.strCode === own.strCode) ? [own] : [];
    return offered.length > 0 ? [...offered, ...kept] : [];
  }, [spec, foreign?.offer]);
  const schema = useMemo(() => fields && buildFormSchema(fields, { locale }), [fields, locale]);
  const options = feeTypes.pickable.map((feeType) => ({
    value: feeType.id,
    label: feeType.fullName,
  }));
  return (
    <Column>
      <Select
        label={messages.feeType}
        required
        value={feeTypeId}
        placeholder={messages.chooseFeeType}
        options={options}
        onChange={(event) => setFeeTypeId(event.target.value)}
      />
      {fields && schema && (
        <Formik
          key={feeTypeId}
          initialValues={formValuesOf(fields, carried)}
          validationSchema={schema}
          onSubmit={() => undefined}
        >
          <LineFieldInputs
            fields={fields}
            refSource={props.refSource}
            offers={offers}
            rateEditable={spec?.rateEditable === true}
            foreign={foreign}
            onForeign={setForeign}
            onKeep={setCarried}
            onDone={(values, money) =>
              props.onDone({
                feeTypeId,
                feeTypeName: feeTypes.data.get(feeTypeId)?.name ?? feeTypeId,
                values,
                ...(money === undefined ? {} : { money }),
              })
            }
            onCancel={props.onCancel}
          />
        </Formik>
      )}
      {!fields && (
        <Actions>
          <Button onClick={props.onCancel}>{messages.cancel}</Button>
        </Actions>
      )}
    </Column>
  );
});
