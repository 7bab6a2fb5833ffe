import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import {
  EmptyState,
  ErrorState,
  notices,
  Page,
  SearchField,
  Select,
  SkeletonCards,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { media } from '@shell/theme';
import styled from 'styled-components';
import { approvalStoreRef } from '../ApprovalStore';
import { TASK_FILTERS, type TaskFilter } from '../BacklogStore';
import { BacklogTable } from '../components/BacklogTable';
import { approvalMessages } from '../messages';

const isTaskFilter = (value: string | null): value is TaskFilter =>
  TASK_FILTERS.some((filter) => filter === value);

/** `/approval`: the approver's backlog, a filter and a search, and a bulk agree behind its flag. */
export const ApprovalHomePage = observer(function ApprovalHomePage() {
  const store = useStore(approvalStoreRef);
  const { backlog } = store;
  const messages = useLocalized(approvalMessages);
  // The home's to-dos open the backlog filtered: /approval?state=PAYING.
  const [search] = useSearchParams();
  const stateParam = search.get('state');
  useEffect(() => {
    if (isTaskFilter(stateParam) && stateParam !== backlog.filter) backlog.setFilter(stateParam);
    else if (!backlog.isLoaded) void backlog.fetchPage();
  }, [backlog, stateParam]);

  const bulkAgree = async () => {
    const results = await store.bulkAgree(messages.bulkComment);
    if (results.length === 0) return;
    const agreed = results.filter((result) => result.ok).length;
    const text = messages.bulkDone(agreed, results.length - agreed);
    if (agreed === results.length) notices.success(text);
    else notices.error(text);
  };

  return (
    <Page title={messages.title} description={messages.description} width="wide">
      <Toolbar>
        <Select
          label={messages.filter}
          value={backlog.filter}
          onChange={(event) =>
            backlog.setFilter(isTaskFilter(event.target.value) ? event.target.value : 'ALL')
          }
          options={TASK_FILTERS.map((filter) => ({
            value: filter,
            label: messages.filters[filter],
          }))}
        />
        <SearchField
          label={messages.search}
          value={backlog.search}
          onChange={(text) => backlog.setSearch(text)}
          onSearch={() => void backlog.fetchPage()}
        />
      </Toolbar>
      {backlog.failed ? (
        <ErrorState title={messages.loadFailed} onRetry={() => void backlog.fetchPage()} />
      ) : !backlog.isLoaded ? (
        <SkeletonCards count={4} label={messages.loading} />
      ) : backlog.orderedData.length === 0 ? (
        <EmptyState>{messages.empty}</EmptyState>
      ) : (
        <BacklogTable
          backlog={backlog}
          now={store.now()}
          onBulkAgree={store.bulkAgreeEnabled ? () => void bulkAgree() : undefined}
        />
      )}
    </Page>
  );
});

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 220px) minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
