import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ruleFormMessages } from '../forms/ruleFormMessages';
import { nameProblem } from '../forms/ruleSchema';
import { StaffPicker, type StaffChoice } from '../organization';
import type { RuleForm, SpecificationChoice } from '../types';
import { BlockEditor } from './BlockEditor';
import { SpecificationChooser } from './SpecificationChooser';

export interface RuleFormViewProps {
  initial: RuleForm;
  staffs: readonly StaffChoice[];
  specifications: readonly SpecificationChoice[];
  busy: boolean;
  onSubmit: (form: RuleForm) => void;
  onCancel: () => void;
}

/** The rule's fields; it never calls the API: the page submits through the store. */
export const RuleFormView = observer(function RuleFormView({
  initial,
  staffs,
  specifications,
  busy,
  onSubmit,
  onCancel,
}: RuleFormViewProps) {
  const messages = useLocalized(ruleFormMessages);
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = touched ? nameProblem(form.name, messages) : null;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameProblem(form.name, messages)) onSubmit(form);
  };
  return (
    <Form aria-label={messages.formLabel} onSubmit={handleSubmit} noValidate>
      <label>
        {messages.name}
        <input
          value={form.name}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          onBlur={() => setTouched(true)}
        />
      </label>
      {problem && <Problem role="alert">{problem}</Problem>}
      <StaffPicker
        label={messages.staffs}
        hint={messages.staffsHint}
        staffs={staffs}
        value={form.staffs}
        onChange={(ids) => setForm({ ...form, staffs: ids })}
      />
      <SpecificationChooser
        specifications={specifications}
        value={form.specificationIds}
        onChange={(ids) => setForm({ ...form, specificationIds: ids })}
      />
      <BlockEditor form={form} onChange={setForm} />
      <Actions>
        <Button type="submit" variant="primary" disabled={busy}>
          {messages.save}
        </Button>
        <Button type="button" onClick={onCancel}>
          {messages.cancel}
        </Button>
      </Actions>
    </Form>
  );
});

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
