import { useLocale, useLocalized } from '@shell/i18n';
import { Button, Select } from '@shell/ui';
import { Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { BillFieldsContext } from '../forms/BillFieldsContext';
import { buildFormSchema } from '../forms/buildFieldSchema';
import { FieldControl } from '../forms/FieldControl';
import type { FieldDescriptor } from '../forms/FieldDescriptor';
import { formValuesOf, type FieldValues } from '../forms/fieldValues';
import type { RefSource } from '../forms/refEntities';
import type { FeeLine } from './FeeLine';
import type { FeeTypesStore } from './FeeTypesStore';
import { lineMessages } from './lineMessages';
import { fieldsOfLine } from './lineWire';

export type LineChange = Pick<FeeLine, 'feeTypeId' | 'feeTypeName' | 'values'>;

export interface LineFormProps {
  feeTypes: FeeTypesStore;
  base: readonly FieldDescriptor[];
  /** The line being edited; null for a new one. */
  line: Pick<FeeLine, 'feeTypeId' | 'values'> | null;
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
  const locale = useLocale();
  const fields = useMemo(
    () => (feeTypeId ? fieldsOfLine(feeTypeId, feeTypes.data, base) : null),
    [feeTypeId, feeTypes.data, base],
  );
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
          <LineFields
            fields={fields}
            refSource={props.refSource}
            onKeep={setCarried}
            onDone={(values) =>
              props.onDone({
                feeTypeId,
                feeTypeName: feeTypes.data.get(feeTypeId)?.name ?? feeTypeId,
                values,
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

interface LineFieldsProps {
  fields: FieldDescriptor[];
  refSource: RefSource;
  onKeep(values: FieldValues): void;
  onDone(values: FieldValues): void;
  onCancel(): void;
}

function LineFields({ fields, refSource, onKeep, onDone, onCancel }: LineFieldsProps) {
  const messages = useLocalized(lineMessages);
  const formId = useId();
  const formik = useFormikContext<FieldValues>();
  const { values, validateForm } = formik;
  const [attempted, setAttempted] = useState(false);
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
    const errors = await validateForm();
    if (Object.keys(errors).length === 0) onDone(values);
    else document.getElementById(`${formId}-${Object.keys(errors)[0]}`)?.focus();
  };
  return (
    <BillFieldsContext.Provider value={context}>
      <Column>
        {fields.map((field) => (
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

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
