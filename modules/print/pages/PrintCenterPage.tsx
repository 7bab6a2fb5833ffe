import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { Page, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { batchMessages } from '../batchMessages';
import { BatchPrintActions } from '../components/BatchPrintActions';
import { BatchPrintDocument } from '../components/BatchPrintDocument';
import { CenterFilters } from '../components/CenterFilters';
import { ListPager } from '../components/ListPager';
import { ListStatus } from '../components/ListStatus';
import { PaperSection } from '../components/PaperSection';
import { PrintBillTable } from '../components/PrintBillTable';
import { printMessages } from '../messages';
import { printStoreRef } from '../PrintStore';

/** `/print`: the corporation's bills to print, and the paper copies waiting for me. */
export const PrintCenterPage = observer(function PrintCenterPage() {
  const store = useStore(printStoreRef);
  const messages = useLocalized(printMessages);
  const words = useLocalized(batchMessages);
  const { center, batch } = store;
  // The paper list answers the home's to-dos (/print?tab=send); the print list is prefixed.
  useListAddress(center, 'center.');
  useListAddress(store.paper);
  useEffect(() => {
    // Bills move on while the page is away (printed, received): a visit reads loaded lists again.
    for (const list of [center, store.paper])
      if (list.isLoaded && !list.isFetching) void list.refresh();
    void store.lookups.load();
  }, [store, center]);
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
            selection={{
              selected: batch.selectedOnPage,
              onChange: (next) => batch.select(next),
              actions: <BatchPrintActions batch={batch} templates={store.lookups.templates} />,
              rowLabel: (bill) => words.selectBill(bill.code || bill.id),
              allLabel: words.selectAll,
            }}
          />
        )}
        <ListPager
          label={messages.toPrint}
          page={center.page}
          pageCount={center.pageCount}
          onPage={(page) => void center.setPage(page)}
        />
      </Section>
      <BatchPrintDocument batch={batch} lookups={store.lookups} />
      <PaperSection list={store.paper} />
    </Page>
  );
});
