import { useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Page, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CenterFilters } from '../components/CenterFilters';
import { ListPager } from '../components/ListPager';
import { ListStatus } from '../components/ListStatus';
import { PaperSection } from '../components/PaperSection';
import { PrintBillTable } from '../components/PrintBillTable';
import { printMessages } from '../messages';
import { printStoreRef } from '../PrintStore';
import { PAPER_TABS } from '../types';

/** `/print`: the corporation's bills to print, and the paper copies waiting for me. */
export const PrintCenterPage = observer(function PrintCenterPage() {
  const store = useStore(printStoreRef);
  const messages = useLocalized(printMessages);
  const { center } = store;
  // The home's paper to-dos open their tab: /print?tab=send or ?tab=receive.
  const [search] = useSearchParams();
  const tab = PAPER_TABS.find((candidate) => candidate === search.get('tab'));
  useEffect(() => {
    // Bills move on while the page is away (printed, received): each visit loads afresh.
    void center.fetchPage();
    if (tab && tab !== store.paper.filters.tab) void store.paper.setFilters({ tab });
    else void store.paper.fetchPage();
    void store.lookups.load();
  }, [store, center, tab]);
  return (
    <Page title={messages.title} description={messages.description} width="wide">
      <Section title={messages.toPrint}>
        <CenterFilters
          filters={center.filters}
          onChange={(patch) => void center.setFilters(patch)}
        />
        <ListStatus
          list={center}
          emptyText={messages.empty}
          onRetry={() => void center.fetchPage()}
        />
        {center.count > 0 && (
          <PrintBillTable
            bills={center.orderedData}
            nameOf={(bill) => store.lookups.staffName(bill.submitter)}
          />
        )}
        <ListPager
          label={messages.toPrint}
          page={center.page}
          pageCount={center.pageCount}
          onPage={(page) => void center.setPage(page)}
        />
      </Section>
      <PaperSection list={store.paper} />
    </Page>
  );
});
