import { useLocale } from '@shell/i18n';
import { Formik } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { buildFormSchema } from './buildFieldSchema';
import { BillFieldsFormBody } from './BillFieldsFormBody';
import type { FieldDescriptor } from './FieldDescriptor';
import { formValuesOf, type FieldValues } from './fieldValues';
import type { FormSection } from './formSections';
import type { RefSource } from './refEntities';

export interface BillFieldsFormProps {
  fields: readonly FieldDescriptor[];
  /** Form state (see formValuesOf); fields left out start empty. */
  initialValues?: FieldValues;
  /** Where ref pickers search; the page injects it (createHttpRefSource in the app). */
  refSource: RefSource;
  /** Called with the form state once every check passes. The page submits through its store. */
  onSubmit(values: FieldValues): void | Promise<void>;
  /** Called with the form state when only format checks pass (required ones are skipped). */
  onSaveDraft?(values: FieldValues): void | Promise<void>;
  /** Names the form for assistive technology. */
  label?: string;
  /** Pause after typing before a ref search; 250 ms by default. */
  searchDelayMs?: number;
  /** Shown in a section after its fields: the lines, the totals. */
  slots?: Partial<Record<FormSection, ReactNode>>;
  /** Said beside the buttons (when the draft was last saved); undefined leaves no status region. */
  status?: ReactNode;
  /** Told of every change, with whether the draft checks pass (an autosave writes then). */
  onValuesChange?(values: FieldValues, draftValid: boolean): void;
  /** Problems outside the fields (unfinished lines): they stop a submit, each focuses its element. */
  extraProblems?(): ExtraProblem[];
}

/** A problem the summary lists that is not a field's: `targetId` is the element it focuses. */
export interface ExtraProblem {
  targetId: string;
  message: string;
}

const noop = () => undefined;

/**
 * A specification's fields as one Formik form: schema from the descriptors in the current
 * locale, messages announced (per field via aria-describedby, and as an alert summary after an
 * attempt). It never calls the API itself.
 */
export function BillFieldsForm(props: BillFieldsFormProps) {
  const locale = useLocale();
  const formId = useId();
  const { fields, initialValues } = props;
  const schema = useMemo(() => buildFormSchema(fields, { locale }), [fields, locale]);
  const draftSchema = useMemo(
    () => buildFormSchema(fields, { locale, draft: true, warn: noop }),
    [fields, locale],
  );
  const initial = useMemo(
    () => ({ ...formValuesOf(fields), ...initialValues }),
    [fields, initialValues],
  );
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={noop}>
      <BillFieldsFormBody
        {...props}
        formId={formId}
        draftSchema={draftSchema}
        searchDelayMs={props.searchDelayMs ?? 250}
      />
    </Formik>
  );
}
