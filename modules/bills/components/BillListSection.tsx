import { useLocalized } from '@shell/i18n';
import {
  EmptyState,
  ErrorState,
  LoadMore,
  PullToRefresh,
  SkeletonCards,
  useIsPhone,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { billsMessages } from '../messages';
import { searchPatch } from '../models/billFilterAddress';
import type { BillFilters } from '../models/BillFilters';
import { filterPatch } from '../models/filterPatch';
import type { LoadProblem } from '../models/loadProblemOf';
import type { BillSummary, DisplayMode } from '../types';
import { BillFiltersBar } from './BillFiltersBar';
import { BillList } from './BillList';
import { BillSearch } from './BillSearch';
import { BillTable } from './BillTable';
import { DisplayModeToggle } from './DisplayModeToggle';
import type { FilterOption } from './FilterSelect';
import type { RowContext } from './NextStepLine';
import { Pagination } from './Pagination';

/** What the section drives on a bill list (the shell's paged list), whatever its item type. */
export interface ListControls {
  readonly filters: BillFilters<string>;
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly count: number;
  readonly isFetching: boolean;
  readonly isLoaded: boolean;
  readonly isFiltered: boolean;
  readonly error: LoadProblem | null;
  setFilters(patch: Partial<BillFilters<string>>): Promise<void>;
  resetFilters(): Promise<void>;
  setPage(page: number): Promise<void>;
  setPageSize(size: number): Promise<void>;
  fetchPage(): Promise<void>;
  /** A fresh answer from the first page shown (pull-to-refresh, the refresh button). */
  refresh(): Promise<void>;
  readonly hasMore: boolean;
  loadMore(): Promise<void>;
}

export interface BillListSectionProps {
  list: ListControls;
  /** The states the state filter may take: anything else from a control clears it. */
  states: readonly string[];
  bills: readonly BillSummary[];
  label: string;
  emptyText: string;
  displayMode: DisplayMode;
  onDisplayMode: (mode: DisplayMode) => void;
  context: RowContext;
  stateOptions: readonly FilterOption[];
  ownerOptions: readonly FilterOption[] | null;
}

/** Filters, search, display mode, results and pages of one bill list; phones pull to refresh. */
export const BillListSection = observer(function BillListSection(props: BillListSectionProps) {
  const { list, bills, label, displayMode, context } = props;
  const messages = useLocalized(billsMessages);
  const Results = displayMode === 'TABLE' ? BillTable : BillList;
  const phone = useIsPhone();
  return (
    <>
      <BillFiltersBar
        filters={list.filters}
        stateOptions={props.stateOptions}
        ownerOptions={props.ownerOptions}
        showSubmitter={props.ownerOptions === null}
        onChange={(key, raw) => void list.setFilters(filterPatch(key, raw, props.states))}
        onReset={() => void list.resetFilters()}
      />
      <Toolbar>
        <BillSearch
          key={`${list.filters.searchField}:${list.filters.searchText}`}
          field={list.filters.searchField}
          text={list.filters.searchText}
          onSearch={(field, text) => void list.setFilters(searchPatch(field, text))}
        />
        <DisplayModeToggle mode={displayMode} onChange={props.onDisplayMode} />
      </Toolbar>
      <PullToRefresh
        onRefresh={() => list.refresh()}
        summary={
          <Status role="status" aria-live="polite">
            {list.isFetching
              ? messages.loading
              : list.isLoaded
                ? messages.resultCount(list.count)
                : ''}
          </Status>
        }
      >
        {list.error ? (
          <ErrorState title={messages.loadFailed} onRetry={() => void list.fetchPage()} />
        ) : !list.isLoaded ? (
          <SkeletonCards count={3} />
        ) : bills.length === 0 ? (
          <EmptyState>{list.isFiltered ? messages.emptyFiltered : props.emptyText}</EmptyState>
        ) : (
          <Results bills={bills} context={context} label={label} />
        )}
        {list.count > 0 && !list.error && phone && (
          <LoadMore
            hasMore={list.hasMore}
            loading={list.isFetching}
            onLoadMore={() => void list.loadMore()}
          />
        )}
        {list.count > 0 && !list.error && !phone && (
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            pageSize={list.pageSize}
            onPage={(page) => void list.setPage(page)}
            onPageSize={(size) => void list.setPageSize(size)}
          />
        )}
      </PullToRefresh>
    </>
  );
});

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md}px;
  justify-content: space-between;
  align-items: end;
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.spacing.md}px 0 ${({ theme }) => theme.spacing.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
