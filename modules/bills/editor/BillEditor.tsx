import { localizedLabel, useLocale, useLocalized } from '@shell/i18n';
import { LeaveGuard, notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { DraftInput } from '../BillDraftStore';
import { editMessages } from '../editMessages';
import { BillFieldsForm, formValuesOf, type FieldValues, type RefSource } from '../forms';
import { lineTargetId } from '../lines/FeeLineRow';
import { FeeLinesSection } from '../lines/FeeLinesSection';
import { hasLines } from '../lines/lineFields';
import type { FeeTypesStore } from '../lines/FeeTypesStore';
import { LinesTotals } from '../lines/LinesTotals';
import type { DraftFailure } from '../models/draftFailureOf';
import { defaultPayType, editorFields, PAY_TYPE_FIELD } from '../models/editorFields';
import type { BillSpecification } from '../models/parseSpecification';
import type { BillDetail } from '../types';
import { backupKeyOf, draftBackups } from './draftBackup';
import { problemText } from './problemText';
import { useAutosave } from './useAutosave';
import { useEditorLines } from './useEditorLines';

/** Written from the lines, never typed: the form does not show them as fields. */
const LINE_TOTALS = new Set(['details', 'expenseMoney', 'payMoney']);
const PAYING = new Set([
  'expense',
  'loan',
  'payment',
  'corpPayment',
  'reimbursement',
  'amortizeExpense',
]);
const AUTOSAVE_MS = 2000;

export interface BillEditorProps {
  specification: BillSpecification;
  /** The bill being edited; absent until a new one is first saved. */
  bill?: BillDetail;
  staffId: string | null;
  refSource: RefSource;
  feeTypes: FeeTypesStore;
  failure: DraftFailure | null;
  now: () => number;
  /** Resolves with the bill written, or null when the save was refused (failure says why). */
  onSave(input: DraftInput): Promise<BillDetail | null>;
  /** Resolves with where to go once submitted, or null when it stays (the failure says why). */
  onSubmit(input: DraftInput): Promise<string | null>;
}

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 5);
const today = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A bill's form (spec §3): its sections, its lines with derived totals, saved by the person or
 * by itself once they pause ("saved at hh:mm"), kept in the browser until saved, and a guard on
 * leaving with unsaved changes. Mount it once per bill: it keeps its own state.
 */
export const BillEditor = observer(function BillEditor(props: BillEditorProps) {
  const { specification, bill, feeTypes } = props;
  const messages = useLocalized(editMessages);
  const locale = useLocale();
  const [backupKey, setBackupKey] = useState(() => backupKeyOf(bill?.id ?? null, specification.id));
  const [backup] = useState(() => draftBackups.read(backupKey, bill?.updateTime ?? 0, props.now()));
  const parsed = useMemo(() => editorFields(specification.fields), [specification]);
  const fields = useMemo(
    () =>
      hasLines(specification.fields)
        ? parsed.fields.filter((field) => !LINE_TOTALS.has(field.name))
        : parsed.fields,
    [parsed, specification],
  );
  const [changes, setChanges] = useState(0);
  const [saved, setSaved] = useState({ changes: 0, at: null as number | null });
  const [saving, setSaving] = useState(false);
  // Where to go once submitted: the leave guard is off before the page moves on.
  const [exit, setExit] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (exit) navigate(exit);
  }, [exit, navigate]);
  const values = useRef<{ values: FieldValues; draftValid: boolean } | null>(null);
  const changed = useCallback(() => setChanges((count) => count + 1), []);
  const lines = useEditorLines(
    specification.fields,
    feeTypes,
    { details: backup?.lines ?? bill?.form.details, total: bill?.expenseMoney?.standard ?? null },
    changed,
  );
  const initialValues = useMemo(
    () =>
      backup?.values ??
      formValuesOf(
        fields,
        bill?.form ?? {
          specificationId: specification.id,
          submitterId: props.staffId,
          [PAY_TYPE_FIELD]: defaultPayType(specification.formType),
        },
      ),
    // The form initialises once: later answers must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
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
  const current = () => values.current?.values ?? initialValues;
  const save = async () => {
    const upTo = changes;
    setSaving(true);
    const written = await props.onSave(inputOf(current()));
    setSaving(false);
    if (!written) return;
    lines.store?.adopt(written.form.details, written.expenseMoney?.standard ?? null);
    draftBackups.clear(backupKey);
    setBackupKey(backupKeyOf(written.id, specification.id));
    setSaved({ changes: upTo, at: props.now() });
  };
  useEffect(() => {
    if (changes === 0) return;
    const lineWire = lines.store?.toWire() ?? [];
    draftBackups.write(backupKey, { values: current(), lines: lineWire, at: props.now() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes, backupKey]);
  useAutosave({
    changes,
    savedChanges: saved.changes,
    ready: !saving && lines.ready && (values.current?.draftValid ?? true),
    delayMs: AUTOSAVE_MS,
    save: () => void save(),
  });

  const name = localizedLabel({ label: specification.name, enLabel: specification.enName }, locale);
  const dirty = changes > saved.changes;
  const status = saving ? messages.autosaving : saved.at ? messages.savedAt(clock(saved.at)) : null;
  const problem = props.failure ? problemText(props.failure, messages, locale) : null;
  const store = lines.store;
  return (
    <>
      {problem && <Problem role="alert">{problem}</Problem>}
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
                  <FeeLinesSection
                    store={store}
                    feeTypes={feeTypes}
                    refSource={props.refSource}
                    today={today(props.now())}
                  />
                ),
                payment: (
                  <LinesTotals store={store} pays={PAYING.has(specification.formType ?? '')} />
                ),
              }
            : undefined
        }
        onValuesChange={(next, draftValid) => {
          values.current = { values: next, draftValid };
          changed();
        }}
        extraProblems={() =>
          store
            ? store.lines.length === 0
              ? [{ targetId: 'fee-lines-add', message: messages.addLineFirst }]
              : store.lines.flatMap((line, index) => {
                  const missing = store.missingOf(line);
                  const names = missing.map((field) => localizedLabel(field, locale)).join('、');
                  return missing.length > 0
                    ? [
                        {
                          targetId: lineTargetId(line.key),
                          message: messages.lineLacks(index + 1, line.feeTypeName, names),
                        },
                      ]
                    : [];
                })
            : []
        }
        onSaveDraft={() => save()}
        onSubmit={async (formValues) => {
          setSaving(true);
          const next = await props.onSubmit(inputOf(formValues));
          setSaving(false);
          if (next) {
            draftBackups.clear(backupKey);
            setExit(next);
          }
        }}
      />
      <LeaveGuard when={dirty && !saving && !exit} />
    </>
  );
});

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.danger};
`;
