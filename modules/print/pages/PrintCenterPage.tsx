import { useLocalized } from '@shell/i18n';
import { useListAddress, useStore } from '@shell/store';
import { Page } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
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
  const { center } = store;
  // The paper list answers the home's to-dos (/print?tab=send); the print list is prefixed.
  useListAddress(center, 'center.');
  useListAddress(store.paper);
  useEffect(() => {
    void store.lookups.load();
  }, [store]);
  return (
    <Page title={messages.title} description={messages.description}>
      <section aria-labelledby="to-print-heading">
        <h2 id="to-print-heading">{messages.toPrint}</h2>
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
      </section>
      <PaperSection list={store.paper} />
    </Page>
  );
});
