import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminRulesStoreRef } from '../AdminRulesStore';
import { AdminRulesNav } from '../components/AdminRulesNav';
import { RuleFormView } from '../components/RuleFormView';
import { ruleFormMessages } from '../forms/ruleFormMessages';
import { adminRulesMessages } from '../messages';
import { defaultRuleForm } from '../models/ruleForm';
import { adminRulesPaths, isPlausibleRuleId } from '../paths';
import type { RuleForm } from '../types';
import { ActionProblem } from '../components/ActionProblem';

/** A new rule (no id in the address) or an existing one; saving goes back to the list. */
export const RuleEditPage = observer(function RuleEditPage() {
  const { id } = useParams();
  const store = useStore(adminRulesStoreRef);
  const { rules, organization } = store;
  const messages = useLocalized(ruleFormMessages);
  const list = useLocalized(adminRulesMessages);
  const navigate = useNavigate();
  const isNew = id === undefined;
  const validId = isPlausibleRuleId(id);
  useEffect(() => {
    void organization.fetch();
    void store.loadSpecifications();
    if (validId) void rules.fetch(id);
  }, [store, rules, organization, id, validId]);
  const existing = validId ? rules.data.get(id) : undefined;
  const submit = async (form: RuleForm) => {
    const saved = existing ? await rules.update(existing.id, form) : await rules.create(form);
    if (saved) navigate(adminRulesPaths.root());
  };
  const title = isNew ? messages.newTitle : messages.editTitle;
  const notFound = !isNew && (!validId || (rules.problem === 'notFound' && !existing));
  return (
    <Page title={title} back={adminRulesPaths.root()} width="narrow">
      <AdminRulesNav />
      {notFound && <p role="alert">{messages.notFound}</p>}
      {rules.problem === 'save' && rules.actionError && (
        <ActionProblem error={rules.actionError.error} />
      )}
      {rules.problem === 'load' && <p role="alert">{list.loadFailed}</p>}
      {!notFound && (isNew || existing) && (
        <RuleFormView
          key={existing?.id ?? 'new'}
          initial={existing ?? defaultRuleForm()}
          staffs={organization.activeStaffs}
          specifications={store.specifications}
          busy={rules.isSaving}
          onSubmit={(form) => void submit(form)}
          onCancel={() => navigate(adminRulesPaths.root())}
        />
      )}
      {!isNew && !existing && !notFound && rules.isFetching && <p role="status">{list.loading}</p>}
    </Page>
  );
});
