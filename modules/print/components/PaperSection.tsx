import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { printMessages } from '../messages';
import type { PagedListStore } from '@shell/store';
import { PAPER_TABS, type PaperTab, type PaperTask } from '../types';
import { ListPager } from './ListPager';
import { ListStatus } from './ListStatus';
import { PaperTaskTable } from './PaperTaskTable';

/** My paper backlog: bills to send (SENDING) or to receive (RECEIVING, RECEIVING_EXCEP). */
export const PaperSection = observer(function PaperSection({
  list,
}: {
  list: PagedListStore<PaperTask, { tab: PaperTab }>;
}) {
  const messages = useLocalized(printMessages);
  const label = messages.paperTabs[list.filters.tab];
  return (
    <section aria-labelledby="paper-list-heading">
      <h2 id="paper-list-heading">{messages.paper}</h2>
      <Tabs role="group" aria-label={messages.paper}>
        {PAPER_TABS.map((tab) => (
          <Button
            key={tab}
            type="button"
            aria-pressed={list.filters.tab === tab}
            variant={list.filters.tab === tab ? 'primary' : 'secondary'}
            onClick={() => void list.setFilters({ tab })}
          >
            {messages.paperTabs[tab]}
          </Button>
        ))}
      </Tabs>
      <ListStatus
        list={list}
        emptyText={messages.paperEmpty}
        onRetry={() => void list.fetchPage()}
      />
      {list.count > 0 && <PaperTaskTable label={label} tasks={list.orderedData} />}
      <ListPager
        label={label}
        page={list.page}
        pageCount={list.pageCount}
        onPage={(page) => void list.setPage(page)}
      />
    </section>
  );
});

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;
