import { localizedLabel, useLocale, useLocalized } from '@shell/i18n';
import { LeaveGuard, notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DraftInput } from '../BillDraftStore';
import { editMessages } from '../editMessages';
import { BillFieldsForm, formValuesOf, type FieldValues, type RefSource } from '../forms';
import { dateTextOf } from '../forms/dateText';
import { LineInvoiceChecksContext } from '../invoiceChecks/LineInvoiceChecksContext';
import { useLineInvoiceChecks } from '../invoiceChecks/useLineInvoiceChecks';
import { FeeRuleImport } from '../feeRules/FeeRuleImport';
import { FeeLinesSection } from '../lines/FeeLinesSection';
import { hasLines } from '../lines/lineFields';
import type { FeeTypesStore } from '../lines/FeeTypesStore';
import { LinesTotals } from '../lines/LinesTotals';
import type { DraftFailure } from '../models/draftFailureOf';
import { defaultPayType, editorFields, PAY_TYPE_FIELD, paysOut } from '../models/editorFields';
import type { BillSpecification } from '../models/parseSpecification';
import type { BillDetail } from '../types';
import { backupKeyOf, draftBackups } from './draftBackup';
import { lineSummaryProblems } from './lineSummaryProblems';
import { problemText } from './problemText';
import { useDraftSaving } from './useDraftSaving';
import { useEditorLines } from './useEditorLines';

/** Written from the lines, never typed: the form does not show them as fields. */
const LINE_TOTALS = new Set(['details', 'expenseMoney', 'payMoney']);

export interface BillEditorProps {
  specification: BillSpecification;
  /** The bill being edited; absent until a new one is first saved. */
  bill?: BillDetail;
  staffId: string | null;
  refSource: RefSource;
  feeTypes: FeeTypesStore;
  failure: DraftFailure | null;
  now: () => number;
  autosaveMs: number;
  /** Resolves with the bill written, or null when the save was refused (failure says why). */
  onSave(input: DraftInput): Promise<BillDetail | null>;
  /** Resolves with where to go once submitted, or null when it stays (the failure says why). */
  onSubmit(input: DraftInput): Promise<string | null>;
}

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 5);
const today = (ms: number) => dateTextOf(ms, false);

/** What a new bill starts with: its form, its submitter, the pay type of its kind. */
const newBillForm = (specification: BillSpecification, staffId: string | null) => ({
  specificationId: specification.id,
  submitterId: staffId,
  [PAY_TYPE_FIELD]: defaultPayType(specification.formType),
});

/**
 * A bill's form (docs/bills-and-workflow.md): its sections, its lines with derived totals, saved by the person or
 * by itself once they pause ("saved at hh:mm"), kept in the browser until saved, and a guard on
 * leaving with unsaved changes. Mount it once per bill: it keeps its own state.
 */
export const BillEditor = observer(function BillEditor(props: BillEditorProps) {
  const { specification, bill, feeTypes } = props;
  const messages = useLocalized(editMessages);
  const locale = useLocale();
  const [backup] = useState(() =>
    draftBackups.read(
      backupKeyOf(bill?.id ?? null, specification.id),
      bill?.updateTime ?? 0,
      props.now(),
    ),
  );
  const parsed = useMemo(() => editorFields(specification.fields), [specification]);
  const fields = useMemo(
    () =>
      hasLines(specification.fields)
        ? parsed.fields.filter((field) => !LINE_TOTALS.has(field.name))
        : parsed.fields,
    [parsed, specification],
  );
  const values = useRef<{ values: FieldValues; draftValid: boolean } | null>(null);
  // The lines' changes reach the saving hook made below: a stable relay between the two.
  const relay = useRef<() => void>(() => undefined);
  const onLinesChange = useCallback(() => relay.current(), []);
  const lines = useEditorLines(
    specification.fields,
    feeTypes,
    { details: backup?.lines ?? bill?.form.details, total: bill?.expenseMoney?.standard ?? null },
    onLinesChange,
  );
  const checks = useLineInvoiceChecks(lines.store, bill?.id ?? null);
  // The form initialises once: later answers must not reset what is being typed.
  const [initialValues] = useState(
    () =>
      backup?.values ??
      formValuesOf(fields, bill?.form ?? newBillForm(specification, props.staffId)),
  );
  useEffect(() => {
    if (backup) notices.info(messages.restored);
  }, [backup, messages.restored]);
  useEffect(() => {
    parsed.problems.forEach((problem) => console.warn('[bills] specification:', problem));
  }, [parsed]);
  useEffect(() => {
    lines.store?.setProblems(props.failure?.lines ?? []);
  }, [lines.store, props.failure]);

  const inputOf = (formValues: FieldValues): DraftInput => ({
    fields,
    values: formValues,
    lines: lines.store ? { details: lines.store.toWire(), total: lines.store.total } : undefined,
  });
  const saving = useDraftSaving({
    specificationId: specification.id,
    billId: bill?.id ?? null,
    lines,
    current: () => values.current ?? { values: initialValues, draftValid: true },
    inputOf,
    now: props.now,
    autosaveMs: props.autosaveMs,
    onSave: props.onSave,
    onSubmit: props.onSubmit,
  });
  useEffect(() => {
    relay.current = saving.changed;
  }, [saving.changed]);

  const name = localizedLabel({ label: specification.name, enLabel: specification.enName }, locale);
  const status = saving.saving
    ? messages.autosaving
    : saving.savedAt
      ? messages.savedAt(clock(saving.savedAt))
      : null;
  const problem = props.failure ? problemText(props.failure, messages, locale) : null;
  // The person is at the bottom, at the save button: a refusal comes to them as a notice too,
  // said once per refusal, in the language of that moment.
  const problemNow = useRef(problem);
  useEffect(() => {
    problemNow.current = problem;
  });
  useEffect(() => {
    if (props.failure && problemNow.current) notices.error(problemNow.current);
  }, [props.failure]);
  const store = lines.store;
  return (
    <LineInvoiceChecksContext.Provider value={checks}>
      {problem && <Problem>{problem}</Problem>}
      <BillFieldsForm
        fields={fields}
        initialValues={initialValues}
        refSource={props.refSource}
        label={messages.formLabel(name)}
        status={status}
        slots={
          store
            ? {
                lines: lines.ready && (
                  <>
                    <FeeLinesSection
                      store={store}
                      feeTypes={feeTypes}
                      refSource={props.refSource}
                      today={today(props.now())}
                    />
                    {specification.feeAssignmentRuleId && (
                      <FeeRuleImport
                        ruleId={specification.feeAssignmentRuleId}
                        specificationId={specification.id}
                        lines={store}
                        feeTypes={feeTypes}
                      />
                    )}
                  </>
                ),
                payment: <LinesTotals store={store} pays={paysOut(specification.formType)} />,
              }
            : undefined
        }
        onValuesChange={(next, draftValid) => {
          values.current = { values: next, draftValid };
          saving.changed();
        }}
        extraProblems={() => lineSummaryProblems(store, messages, locale, checks)}
        onSaveDraft={async () => {
          if (await saving.save()) notices.success(messages.saved);
        }}
        onSubmit={(formValues) => saving.submit(formValues)}
      />
      <LeaveGuard when={saving.guard} />
    </LineInvoiceChecksContext.Provider>
  );
});

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.danger};
`;
