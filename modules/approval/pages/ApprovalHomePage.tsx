import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { Button, EmptyState, Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { approvalStoreRef } from '../ApprovalStore';
import { TASK_FILTERS, type TaskFilter } from '../BacklogStore';
import { BacklogTable } from '../components/BacklogTable';
import { BulkAgree } from '../components/BulkAgree';
import { approvalMessages } from '../messages';

/** `/approval`: the approver's backlog, a filter, and a bulk agree behind its flag. */
export const ApprovalHomePage = observer(function ApprovalHomePage() {
  const store = useStore(approvalStoreRef);
  const { backlog } = store;
  const messages = useLocalized(approvalMessages);
  useListAddress(backlog.list);
  const results = backlog.bulkResults;
  const agreed = results?.filter((result) => result.ok).length ?? 0;

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    void backlog.applySearch();
  }

  return (
    <Page title={messages.title} description={messages.description}>
      <Toolbar onSubmit={handleSearch}>
        <label>
          {messages.filter}{' '}
          <select
            value={backlog.filter}
            onChange={(event) => backlog.setFilter(event.target.value as TaskFilter)}
          >
            {TASK_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {messages.filters[filter]}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          aria-label={messages.search}
          placeholder={messages.search}
          value={backlog.search}
          onChange={(event) => backlog.setSearch(event.target.value)}
        />
        <Button type="submit">{messages.searchButton}</Button>
      </Toolbar>
      {store.bulkAgreeEnabled && (
        <Bulk>
          <BulkAgree backlog={backlog} />
        </Bulk>
      )}
      {results && <p role="status">{messages.bulkDone(agreed, results.length - agreed)}</p>}
      {backlog.failed ? (
        <p role="alert">
          {messages.loadFailed}{' '}
          <Button type="button" onClick={() => void backlog.fetchPage()}>
            {messages.retry}
          </Button>
        </p>
      ) : !backlog.isLoaded ? (
        <p role="status">{messages.loading}</p>
      ) : backlog.orderedData.length === 0 ? (
        <EmptyState>{messages.empty}</EmptyState>
      ) : (
        <BacklogTable backlog={backlog} selectable={store.bulkAgreeEnabled} now={store.now()} />
      )}
    </Page>
  );
});

const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;
