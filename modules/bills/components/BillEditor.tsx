import { localizedLabel, useLocalized } from '@shell/i18n';
import { notices } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import type { DraftInput } from '../BillDraftStore';
import { editMessages } from '../editMessages';
import { BillFieldsForm, formValuesOf, type RefSource } from '../forms';
import type { DraftProblem } from '../models/draftProblemOf';
import { defaultPayType, editorFields, PAY_TYPE_FIELD } from '../models/editorFields';
import type { BillSpecification } from '../models/parseSpecification';
import type { BillDetail } from '../types';
import { useLocale } from '@shell/i18n';

export interface BillEditorProps {
  specification: BillSpecification;
  /** The bill being edited; absent for a new one. */
  bill?: BillDetail;
  /** Who a new bill is written by. */
  staffId: string | null;
  refSource: RefSource;
  problem: DraftProblem | null;
  saved: boolean;
  onSaveDraft(input: DraftInput): Promise<void>;
  onSubmit(input: DraftInput): Promise<void>;
}

/**
 * A bill's form: the specification's fields plus the pay type (spec §9), with the write's
 * outcome announced above it. Mount it once per bill (key it by id): the form keeps its state.
 */
export const BillEditor = observer(function BillEditor(props: BillEditorProps) {
  const { specification, bill, staffId } = props;
  const messages = useLocalized(editMessages);
  const locale = useLocale();
  const parsed = useMemo(() => editorFields(specification.fields), [specification]);
  useEffect(() => {
    parsed.problems.forEach((problem) => console.warn('[bills] specification:', problem));
  }, [parsed]);
  const initialValues = useMemo(
    () =>
      formValuesOf(
        parsed.fields,
        bill?.form ?? {
          specificationId: specification.id,
          submitterId: staffId,
          [PAY_TYPE_FIELD]: defaultPayType(specification.formType),
        },
      ),
    [parsed, bill, specification, staffId],
  );
  const name = localizedLabel({ label: specification.name, enLabel: specification.enName }, locale);
  // The person is at the bottom, at the save button: the outcome comes to them as a notice.
  // Said once per outcome, in the language of that moment: a language change does not repeat it.
  const { saved, problem } = props;
  const words = useRef(messages);
  useEffect(() => {
    words.current = messages;
  });
  useEffect(() => {
    if (saved) notices.success(words.current.saved);
  }, [saved]);
  useEffect(() => {
    if (problem) notices.error(words.current[problem]);
  }, [problem]);
  const { fields } = parsed;
  return (
    <>
      {problem && <Problem>{messages[problem]}</Problem>}
      <BillFieldsForm
        fields={fields}
        initialValues={initialValues}
        refSource={props.refSource}
        label={messages.formLabel(name)}
        onSaveDraft={(values) => props.onSaveDraft({ fields, values })}
        onSubmit={(values) => props.onSubmit({ fields, values })}
      />
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
