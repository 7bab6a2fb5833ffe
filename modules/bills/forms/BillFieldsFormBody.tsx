import { useLocale } from '@shell/i18n';
import { ActionBar, Button } from '@shell/ui';
import { getIn, setIn, useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AnySchema } from 'yup';
import { BillFieldsContext, type BillFieldsContextValue } from './BillFieldsContext';
import type { BillFieldsFormProps, ExtraProblem } from './BillFieldsForm';
import { draftErrors } from './draftErrors';
import { ErrorSummary } from './ErrorSummary';
import type { FieldValues } from './fieldValues';
import { FormSectionsView } from './FormSectionsView';
import { formWords } from './formWords';
import { leafNamesOf } from './leafNamesOf';
import { useValuesReport } from './useValuesReport';

interface BodyProps extends BillFieldsFormProps {
  formId: string;
  draftSchema: AnySchema;
  searchDelayMs: number;
}

type Attempt = 'submit' | 'draft';

/** The form inside Formik: sections, summary and the two attempts (submit and draft). */
export function BillFieldsFormBody(props: BodyProps) {
  const { fields, formId, refSource, searchDelayMs } = props;
  const locale = useLocale();
  const words = formWords[locale];
  const formik = useFormikContext<FieldValues>();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [summaryNames, setSummaryNames] = useState<readonly string[]>([]);
  const [extra, setExtra] = useState<readonly ExtraProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [focusTurn, setFocusTurn] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { validateForm } = formik;
  useValuesReport(formik.values, props.draftSchema, props.onValuesChange);

  const context = useMemo<BillFieldsContextValue>(
    () => ({
      refSource,
      searchDelayMs,
      attempted: attempt === 'submit',
      idOf: (name) => `${formId}-${name}`,
    }),
    [refSource, searchDelayMs, attempt, formId],
  );

  // In the commit that fills the summary, so focus lands on it as it is announced.
  useLayoutEffect(() => {
    if (focusTurn > 0) summaryRef.current?.focus();
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
    const others = kind === 'submit' ? (props.extraProblems?.() ?? []) : [];
    setAttempt(kind);
    setSummaryNames(names);
    setExtra(others);
    if (names.length > 0 || others.length > 0) {
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

  const entries = [
    ...summaryNames.flatMap((name) => {
      const message: unknown = getIn(formik.errors, name);
      return typeof message === 'string' ? [{ name: context.idOf(name), message }] : [];
    }),
    ...extra.map((problem) => ({ name: problem.targetId, message: problem.message })),
  ];

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
          onGoTo={(id) => document.getElementById(id)?.focus()}
        />
        <FormSectionsView fields={fields} slots={props.slots} />
        <ActionBar label={words.actions}>
          {props.status !== undefined && <Status role="status">{props.status}</Status>}
          {props.onSaveDraft && (
            <Button type="button" disabled={busy} onClick={() => void run('draft')}>
              {words.saveDraft}
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
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

const Status = styled.span`
  align-self: center;
  margin-right: auto;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size - 1}px;
`;
