import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
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
import { ActionProblem } from '../components/ActionProblem';

/** docs/admin.md bill additional-message configuration: the active rules, searched by name. */
export const RuleListPage = observer(function RuleListPage() {
  const store = useStore(adminRulesStoreRef);
  const { rules, organization } = store;
  const messages = useLocalized(adminRulesMessages);
  const [removing, setRemoving] = useState<RuleSummary | null>(null);
  const { list } = rules;
  useListAddress(list);
  useEffect(() => {
    void organization.fetch();
  }, [organization]);
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
      <RuleSearch
        key={list.filters.name}
        initial={list.filters.name}
        onSearch={(name) => void rules.search(name)}
      />
      {rules.problem === 'remove' && rules.actionError && (
        <ActionProblem error={rules.actionError.error} />
      )}
      {list.error && (
        <ErrorState title={messages.loadFailed} onRetry={() => void list.fetchPage()} />
      )}
      {list.isFetching && !list.isLoaded && <SkeletonCards count={3} label={messages.loading} />}
      {list.isLoaded && rules.orderedData.length === 0 && <EmptyState>{messages.empty}</EmptyState>}
      {rules.orderedData.length > 0 && (
        <RuleTable
          rules={rules.orderedData}
          staffName={(id) => organization.staffName(id)}
          busy={rules.isSaving}
          onRemove={setRemoving}
        />
      )}
      {list.pageCount > 1 && (
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          onPage={(page) => void list.setPage(page)}
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
