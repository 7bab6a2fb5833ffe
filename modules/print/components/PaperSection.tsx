import { useLocalized } from '@shell/i18n';
import { Section, SegmentedControl } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { printMessages } from '../messages';
import type { PagedListStore } from '../PagedListStore';
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
    <Section title={messages.paper}>
      <Tabs>
        <SegmentedControl
          label={messages.paper}
          value={list.filters.tab}
          onChange={(tab) => void list.setFilters({ tab })}
          options={PAPER_TABS.map((tab) => ({ value: tab, label: messages.paperTabs[tab] }))}
        />
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
    </Section>
  );
});

const Tabs = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;
