import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { useState, type FormEvent } from 'react';
import { feeRuleMessages } from '../forms/feeRuleMessages';
import type { FeeRuleDraft } from '../models/feeRuleDraft';
import { FEE_RULE_TYPES, type SpecificationGroup } from '../types';

export interface FeeRuleFormProps {
  initial: FeeRuleDraft;
  groups: readonly SpecificationGroup[];
  busy: boolean;
  onSubmit: (draft: FeeRuleDraft) => void;
  onCancel: () => void;
}

/** Name, type and the specification groups a fee rule covers. */
export function FeeRuleForm({ initial, groups, busy, onSubmit, onCancel }: FeeRuleFormProps) {
  const messages = useLocalized(feeRuleMessages);
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState(false);
  const toggleGroup = (id: string) =>
    setDraft({
      ...draft,
      groupIds: draft.groupIds.includes(id)
        ? draft.groupIds.filter((item) => item !== id)
        : [...draft.groupIds, id],
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = draft.name.trim() === '';
    setProblem(missing);
    if (!missing) onSubmit(draft);
  };
  return (
    <form aria-label={messages.formLabel} onSubmit={handleSubmit} noValidate>
      <h2>{draft.id ? messages.editRule : messages.newRule}</h2>
      <label>
        {messages.name}
        <input
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </label>
      {problem && <p role="alert">{messages.nameRequired}</p>}
      <label>
        {messages.type}
        <select
          value={draft.type}
          onChange={(event) =>
            setDraft({
              ...draft,
              type: FEE_RULE_TYPES.find((t) => t === event.target.value) ?? draft.type,
            })
          }
        >
          {FEE_RULE_TYPES.map((type) => (
            <option key={type} value={type}>
              {messages.typeName[type]}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{messages.groups}</legend>
        {groups.map((group) => (
          <label key={group.id}>
            <input
              type="checkbox"
              checked={draft.groupIds.includes(group.id)}
              onChange={() => toggleGroup(group.id)}
            />
            {group.name} (
            {messages.specificationCount.replace('{count}', String(group.specifications.length))})
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="primary" disabled={busy}>
        {messages.save}
      </Button>
      <Button type="button" onClick={onCancel}>
        {messages.cancel}
      </Button>
    </form>
  );
}
