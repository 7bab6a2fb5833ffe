import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { AlertDialog, Button, EmptyState, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
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
  const { list } = rules;
  useListAddress(list);
  useEffect(() => {
    void organization.fetch();
  }, [organization]);
  const pageOf = messages.pageOf
    .replace('{page}', String(list.page))
    .replace('{pages}', String(list.pageCount));
  const confirmRemove = () => {
    if (removing) void rules.remove(removing.id);
    setRemoving(null);
  };
  return (
    <Page title={messages.title} description={messages.description}>
      <AdminRulesNav />
      <Link to={adminRulesPaths.create()}>{messages.newRule}</Link>
      <RuleSearch
        key={list.filters.name}
        initial={list.filters.name}
        onSearch={(name) => void rules.search(name)}
      />
      {(rules.problem === 'remove' || list.error) && (
        <p role="alert">
          {rules.problem === 'remove' ? messages.removeFailed : messages.loadFailed}{' '}
          <Button type="button" onClick={() => void list.fetchPage()}>
            {messages.retry}
          </Button>
        </p>
      )}
      {list.isFetching && !list.isLoaded && <p role="status">{messages.loading}</p>}
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
        <nav aria-label={pageOf}>
          <Button
            type="button"
            disabled={list.page <= 1}
            onClick={() => void list.setPage(list.page - 1)}
          >
            {messages.previous}
          </Button>
          {pageOf}
          <Button
            type="button"
            disabled={!list.hasMore}
            onClick={() => void list.setPage(list.page + 1)}
          >
            {messages.next}
          </Button>
        </nav>
      )}
      {removing && (
        <AlertDialog
          title={messages.confirmRemoveTitle}
          onDismiss={() => setRemoving(null)}
          actions={
            <>
              <Button type="button" variant="primary" onClick={confirmRemove}>
                {messages.confirm}
              </Button>
              <Button type="button" onClick={() => setRemoving(null)}>
                {messages.cancel}
              </Button>
            </>
          }
        >
          {messages.confirmRemoveText.replace('{name}', removing.name)}
        </AlertDialog>
      )}
    </Page>
  );
});
