import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Button, EmptyState, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminRulesStoreRef } from '../AdminRulesStore';
import { AdminRulesNav } from '../components/AdminRulesNav';
import { FeeRuleForm } from '../components/FeeRuleForm';
import { feeRuleMessages } from '../forms/feeRuleMessages';
import {
  draftToRule,
  emptyFeeRuleDraft,
  ruleToDraft,
  type FeeRuleDraft,
} from '../models/feeRuleDraft';
import { ActionProblem } from '../components/ActionProblem';

/** docs/admin.md fee assignment rules: list, create and update. */
export const FeeRulesPage = observer(function FeeRulesPage() {
  const { feeRules } = useStore(adminRulesStoreRef);
  const messages = useLocalized(feeRuleMessages);
  const [editing, setEditing] = useState<FeeRuleDraft | null>(null);
  useEffect(() => {
    void feeRules.fetchPage();
  }, [feeRules]);
  const submit = async (draft: FeeRuleDraft) => {
    const rule = draftToRule(draft, feeRules.groups);
    const existing = draft.id ? feeRules.data.get(draft.id) : undefined;
    const ok = existing
      ? await feeRules.update({ ...existing, ...rule })
      : await feeRules.create(rule);
    if (ok) setEditing(null);
  };
  return (
    <Page title={messages.title} description={messages.description}>
      <AdminRulesNav />
      {feeRules.problem === 'load' && <p role="alert">{messages.loadFailed}</p>}
      {feeRules.problem === 'save' && feeRules.actionError && (
        <ActionProblem error={feeRules.actionError.error} />
      )}
      {feeRules.isFetching && !feeRules.isLoaded && <p role="status">{messages.loading}</p>}
      {!editing && (
        <Button type="button" variant="primary" onClick={() => setEditing(emptyFeeRuleDraft())}>
          {messages.newRule}
        </Button>
      )}
      {editing && (
        <FeeRuleForm
          key={editing.id ?? 'new'}
          initial={editing}
          groups={feeRules.groups}
          busy={feeRules.isSaving}
          onSubmit={(draft) => void submit(draft)}
          onCancel={() => setEditing(null)}
        />
      )}
      {feeRules.isLoaded && feeRules.orderedData.length === 0 && (
        <EmptyState>{messages.empty}</EmptyState>
      )}
      {feeRules.orderedData.length > 0 && (
        <table aria-label={messages.table}>
          <thead>
            <tr>
              <th scope="col">{messages.name}</th>
              <th scope="col">{messages.type}</th>
              <th scope="col">{messages.edit}</th>
            </tr>
          </thead>
          <tbody>
            {feeRules.orderedData.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.name}</td>
                <td>{messages.typeName[rule.type]}</td>
                <td>
                  <Button
                    type="button"
                    aria-label={`${messages.edit} ${rule.name}`}
                    onClick={() => setEditing(ruleToDraft(rule, feeRules.groups))}
                  >
                    {messages.edit}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
});
