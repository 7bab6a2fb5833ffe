import { useLocale } from '@shell/i18n';
import { ActionBar, Button } from '@shell/ui';
import { getIn, setIn, useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AnySchema } from 'yup';
import { BillFieldsContext, type BillFieldsContextValue } from './BillFieldsContext';
import type { BillFieldsFormProps } from './BillFieldsForm';
import { draftErrors } from './draftErrors';
import { ErrorSummary } from './ErrorSummary';
import { FieldControl } from './FieldControl';
import type { FieldValues } from './fieldValues';
import { formWords } from './formWords';
import { leafNamesOf } from './leafNamesOf';

interface BodyProps extends BillFieldsFormProps {
  formId: string;
  draftSchema: AnySchema;
  searchDelayMs: number;
}

type Attempt = 'submit' | 'draft';

/** The form inside Formik: fields, summary and the two attempts (submit and draft). */
export function BillFieldsFormBody(props: BodyProps) {
  const { fields, formId, refSource, searchDelayMs } = props;
  const locale = useLocale();
  const words = formWords[locale];
  const formik = useFormikContext<FieldValues>();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [summaryNames, setSummaryNames] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [focusTurn, setFocusTurn] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { validateForm } = formik;

  const context = useMemo<BillFieldsContextValue>(
    () => ({
      refSource,
      searchDelayMs,
      attempted: attempt === 'submit',
      idOf: (name) => `${formId}-${name}`,
    }),
    [refSource, searchDelayMs, attempt, formId],
  );

  // In the commit that fills the summary, so focus lands on it as it is announced; the person
  // pressed a button in the sticky bar at the bottom, so the summary is brought to the middle.
  useLayoutEffect(() => {
    if (focusTurn === 0) return;
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView?.({ block: 'center' });
  }, [focusTurn]);
  // Messages are written in the locale they were checked in: check again when it changes
  // (and once after each attempt, which finds the same problems).
  useEffect(() => {
    if (attempt) void validateForm();
  }, [locale, attempt, validateForm]);

  const run = async (kind: Attempt) => {
    const values = formik.values;
    const errors: FormikErrors<FieldValues> =
      kind === 'submit'
        ? await formik.validateForm()
        : await draftErrors(values, props.draftSchema);
    const names = leafNamesOf(fields).filter((name) => typeof getIn(errors, name) === 'string');
    setAttempt(kind);
    setSummaryNames(names);
    if (names.length > 0) {
      if (kind === 'draft') {
        formik.setErrors(errors);
        const touched = names.reduce<object>((all, name) => setIn(all, name, true), {});
        void formik.setTouched(touched, false);
      }
      setFocusTurn((turn) => turn + 1);
      return;
    }
    const handler = kind === 'submit' ? props.onSubmit : props.onSaveDraft;
    setBusy(true);
    try {
      await handler?.(values);
    } catch (error) {
      // The page reports its own failures; this only keeps a rejection from going unhandled.
      console.error('[bills/forms] the form handler failed', error);
    } finally {
      setBusy(false);
    }
  };

  const entries = summaryNames.flatMap((name) => {
    const message: unknown = getIn(formik.errors, name);
    return typeof message === 'string' ? [{ name, message }] : [];
  });

  return (
    <BillFieldsContext.Provider value={context}>
      <Form
        noValidate
        aria-label={props.label}
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void run('submit');
        }}
      >
        <ErrorSummary
          ref={summaryRef}
          title={words.summaryTitle(entries.length)}
          entries={entries}
          onGoTo={(name) => document.getElementById(context.idOf(name))?.focus()}
        />
        {fields.map((field) => (
          <FieldControl key={field.name} field={field} />
        ))}
        <ActionBar label={props.label ?? words.submit}>
          {props.onSaveDraft && (
            <Button disabled={busy} onClick={() => void run('draft')}>
              {words.saveDraft}
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={busy} loading={busy}>
            {busy ? words.saving : words.submit}
          </Button>
        </ActionBar>
      </Form>
    </BillFieldsContext.Provider>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;
