import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { media } from '@shell/theme';
import {
  EmptyState,
  ErrorState,
  LoadMore,
  Page,
  Pagination,
  PullToRefresh,
  SearchField,
  Select,
  SkeletonCards,
  useIsPhone,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled from 'styled-components';
import { approvalStoreRef } from '../ApprovalStore';
import { TASK_FILTERS, type TaskFilter } from '../BacklogStore';
import { BacklogTable } from '../components/BacklogTable';
import { BulkResults } from '../components/BulkResults';
import { approvalMessages } from '../messages';
import { BatchPayResults } from '../payment/BatchPayResults';

const isTaskFilter = (value: string | null): value is TaskFilter =>
  TASK_FILTERS.some((filter) => filter === value);

/**
 * `/approval`: the one backlog, a filter and a search kept in the address (the home's to-dos
 * open it filtered: /approval?state=PAYING), paged, a bulk agree behind its flag, a batch pay on
 * the 待支付 filter, and pull-to-refresh on phones.
 */
export const ApprovalHomePage = observer(function ApprovalHomePage() {
  const store = useStore(approvalStoreRef);
  const { backlog } = store;
  const { list } = backlog;
  const messages = useLocalized(approvalMessages);
  const phone = useIsPhone();
  // Before the address is read: a page read ahead and still fresh is then shown, not read again.
  useEffect(() => backlog.shown(), [backlog]);
  useListAddress(list);

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
          onSearch={() => void backlog.applySearch()}
        />
      </Toolbar>
      <BulkResults backlog={backlog} />
      <BatchPayResults batchPay={backlog.batchPay} />
      <PullToRefresh onRefresh={() => backlog.refresh()}>
        {backlog.failed ? (
          <ErrorState title={messages.loadFailed} onRetry={() => void backlog.fetchPage()} />
        ) : !backlog.isLoaded ? (
          <SkeletonCards count={4} label={messages.loading} />
        ) : backlog.orderedData.length === 0 ? (
          <EmptyState>{messages.empty}</EmptyState>
        ) : (
          <>
            <BacklogTable
              backlog={backlog}
              selectable={store.bulkAgreeEnabled || backlog.filter === 'PAYING'}
              now={store.now()}
            />
            {phone ? (
              <LoadMore
                hasMore={list.hasMore}
                loading={list.isFetching}
                onLoadMore={() => void list.loadMore()}
              />
            ) : (
              list.pageCount > 1 && (
                <Pagination
                  page={list.page}
                  pageCount={list.pageCount}
                  onPage={(page) => void list.setPage(page)}
                />
              )
            )}
          </>
        )}
      </PullToRefresh>
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
