import { useLocalized, type LocalizedCatalogue } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { BillRelationsStore } from '../BillRelationsStore';

const toggleMessages: LocalizedCatalogue<{ showUseCount: string }> = {
  'zh-CN': { showUseCount: '显示引用次数' },
  'en-US': { showUseCount: 'Show use counts' },
};

export interface DataLinkUseCountToggleProps {
  billId: string;
  relations: BillRelationsStore;
}

/**
 * docs/bills-and-workflow.md: the data-link view hides the use count on request. The person asks here, in the
 * table's caption (so it stays when the column goes); the list is read again with
 * `hideUseCount`, so the server leaves the counts out too.
 */
export const DataLinkUseCountToggle = observer(function DataLinkUseCountToggle(
  props: DataLinkUseCountToggleProps,
) {
  const { billId, relations } = props;
  const messages = useLocalized(toggleMessages);
  return (
    <Caption>
      <label>
        <input
          type="checkbox"
          checked={!relations.viewOptions.hideUseCount}
          disabled={relations.isFetching(billId)}
          onChange={(event) => void relations.setHideUseCount(billId, !event.target.checked)}
        />
        {messages.showUseCount}
      </label>
    </Caption>
  );
});

const Caption = styled.caption`
  caption-side: top;
  text-align: start;
  padding-bottom: ${({ theme }) => theme.spacing.sm}px;

  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.spacing.xs}px;
    align-items: center;
  }
`;
