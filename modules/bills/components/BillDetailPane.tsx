import { useLocalized, type LocalizedCatalogue } from '@shell/i18n';
import { useStore } from '@shell/store';
import { Button, ButtonLink, EmptyState, ErrorState, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { billsStoreRef } from '../BillsStore';
import { detailMessages } from '../detailMessages';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';
import { BillDetailView } from './BillDetailView';
import { rowContextOf } from './rowContextOf';

const paneMessages: LocalizedCatalogue<{ region: string; openPage: string; close: string }> = {
  'zh-CN': { region: '单据详情', openPage: '打开单据页', close: '关闭详情' },
  'en-US': { region: 'Bill detail', openPage: 'Open the bill page', close: 'Close the detail' },
};

export interface BillDetailPaneProps {
  billId: string;
  onClose: () => void;
}

/**
 * One bill beside the list (the second part of the two-part panel): its detail, a way to its
 * own page (actions, trips, approval) and a way to close it.
 */
export const BillDetailPane = observer(function BillDetailPane(props: BillDetailPaneProps) {
  const { billId, onClose } = props;
  const store = useStore(billsStoreRef);
  const messages = useLocalized(detailMessages);
  const common = useLocalized(billsMessages);
  const pane = useLocalized(paneMessages);
  const headingId = useId();
  useEffect(() => {
    void store.fetch(billId);
  }, [store, billId]);
  const bill = store.data.get(billId);
  const problem = store.detailErrors.get(billId);
  return (
    <Pane aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{bill ? bill.title || bill.code || common.untitled : pane.region}</h2>
        <Actions>
          <ButtonLink to={billsPaths.detail(billId)}>{pane.openPage}</ButtonLink>
          <Button type="button" onClick={onClose}>
            {pane.close}
          </Button>
        </Actions>
      </Head>
      {problem === 'notFound' ? (
        <EmptyState>{messages.notFound}</EmptyState>
      ) : problem === 'failed' ? (
        <ErrorState title={messages.loadFailed} onRetry={() => void store.fetch(billId)} />
      ) : bill ? (
        <BillDetailView
          bill={bill}
          context={rowContextOf(store)}
          onDownload={(url) => store.download(url)}
        />
      ) : (
        <Skeleton lines={6} label={common.loading} />
      )}
    </Pane>
  );
});

const Pane = styled.section`
  position: sticky;
  top: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md}px;
  max-height: 100vh;
  overflow: auto;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  justify-content: space-between;
  align-items: center;

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
