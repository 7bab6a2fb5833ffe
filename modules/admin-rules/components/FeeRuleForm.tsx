import { useLocalized } from '@shell/i18n';
import { ActionBar, Button, Checkbox, Select, Stack, TextField } from '@shell/ui';
import { useState, type FormEvent } from 'react';
import { feeRuleMessages } from '../forms/feeRuleMessages';
import type { FeeRuleDraft } from '../models/feeRuleDraft';
import { FEE_RULE_TYPES, type SpecificationGroup } from '../types';
import { Group } from './formStyles';

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
      <Stack>
        <h2>{draft.id ? messages.editRule : messages.newRule}</h2>
        <TextField
          label={messages.name}
          required
          value={draft.name}
          error={problem ? <span role="alert">{messages.nameRequired}</span> : undefined}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <Select
          label={messages.type}
          value={draft.type}
          onChange={(event) =>
            setDraft({
              ...draft,
              type: FEE_RULE_TYPES.find((t) => t === event.target.value) ?? draft.type,
            })
          }
          options={FEE_RULE_TYPES.map((type) => ({ value: type, label: messages.typeName[type] }))}
        />
        <Group>
          <legend>{messages.groups}</legend>
          {groups.map((group) => (
            <Checkbox
              key={group.id}
              label={`${group.name} (${messages.specificationCount.replace('{count}', String(group.specifications.length))})`}
              checked={draft.groupIds.includes(group.id)}
              onChange={() => toggleGroup(group.id)}
            />
          ))}
        </Group>
        <ActionBar label={messages.formLabel}>
          <Button onClick={onCancel}>{messages.cancel}</Button>
          <Button type="submit" variant="primary" disabled={busy} loading={busy}>
            {messages.save}
          </Button>
        </ActionBar>
      </Stack>
    </form>
  );
}
