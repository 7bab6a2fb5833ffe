import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
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
  useEffect(() => {
    void rules.fetchPage();
    void organization.fetch();
  }, [rules, organization]);
  const confirmRemove = () => {
    if (removing) void rules.remove(removing.id);
    setRemoving(null);
  };
  return (
    <Page title={messages.title} description={messages.description}>
      <AdminRulesNav />
      <Link to={adminRulesPaths.create()}>{messages.newRule}</Link>
      <RuleSearch initial={rules.searchName} onSearch={(name) => void rules.search(name)} />
      {rules.problem && (
        <p role="alert">
          {rules.problem === 'remove' ? messages.removeFailed : messages.loadFailed}{' '}
          <Button type="button" onClick={() => void rules.fetchPage()}>
            {messages.retry}
          </Button>
        </p>
      )}
      {rules.isFetching && !rules.isLoaded && <p role="status">{messages.loading}</p>}
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
        <nav
          aria-label={messages.pageOf
            .replace('{page}', String(rules.page + 1))
            .replace('{pages}', String(rules.pageCount))}
        >
          <Button
            type="button"
            disabled={rules.page === 0}
            onClick={() => void rules.fetchPage(rules.page - 1)}
          >
            {messages.previous}
          </Button>
          {messages.pageOf
            .replace('{page}', String(rules.page + 1))
            .replace('{pages}', String(rules.pageCount))}
          <Button
            type="button"
            disabled={rules.page + 1 >= rules.pageCount}
            onClick={() => void rules.fetchPage(rules.page + 1)}
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
