import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import {
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Pagination,
  Page,
  SkeletonCards,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminRulesStoreRef } from '../AdminRulesStore';
import { AdminRulesNav } from '../components/AdminRulesNav';
import { RuleSearch } from '../components/RuleSearch';
import { RuleTable } from '../components/RuleTable';
import { adminRulesMessages } from '../messages';
import { adminRulesPaths } from '../paths';
import type { RuleSummary } from '../types';

/** Spec §2 bill additional-message configuration: the active rules, searched by name. */
export const RuleListPage = observer(function RuleListPage() {
  const store = useStore(adminRulesStoreRef);
  const { rules, organization } = store;
  const messages = useLocalized(adminRulesMessages);
  const [removing, setRemoving] = useState<RuleSummary | null>(null);
  useEffect(() => {
    void rules.fetchPage();
    void organization.fetch();
  }, [rules, organization]);
  const confirmRemove = () => {
    if (removing) void rules.remove(removing.id);
    setRemoving(null);
  };
  return (
    <Page
      title={messages.title}
      description={messages.description}
      width="wide"
      actions={<ButtonLink to={adminRulesPaths.create()}>{messages.newRule}</ButtonLink>}
    >
      <AdminRulesNav />
      <RuleSearch initial={rules.searchName} onSearch={(name) => void rules.search(name)} />
      {rules.problem && (
        <ErrorState
          title={rules.problem === 'remove' ? messages.removeFailed : messages.loadFailed}
          onRetry={() => void rules.fetchPage()}
        />
      )}
      {rules.isFetching && !rules.isLoaded && <SkeletonCards count={3} label={messages.loading} />}
      {rules.isLoaded && rules.orderedData.length === 0 && (
        <EmptyState>{messages.empty}</EmptyState>
      )}
      {rules.orderedData.length > 0 && (
        <RuleTable
          rules={rules.orderedData}
          staffName={(id) => organization.staffName(id)}
          busy={rules.isSaving}
          onRemove={setRemoving}
        />
      )}
      {rules.pageCount > 1 && (
        <Pagination
          page={rules.page + 1}
          pageCount={rules.pageCount}
          onPage={(page) => void rules.fetchPage(page - 1)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={messages.confirmRemoveTitle}
        tone="danger"
        confirmLabel={messages.confirm}
        cancelLabel={messages.cancel}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing && messages.confirmRemoveText.replace('{name}', removing.name)}
      </ConfirmDialog>
    </Page>
  );
});
