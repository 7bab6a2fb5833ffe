import { List, ListItem } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { BillSummary } from '../types';
import { BillCard } from './BillCard';
import type { RowContext } from './NextStepLine';

export interface BillListProps {
  bills: readonly BillSummary[];
  context: RowContext;
  /** Names the list for assistive tech (the page heading's text). */
  label: string;
}

/** docs/bills-and-workflow.md LIST mode: one card per bill; the whole card opens the detail. */
export const BillList = observer(function BillList({ bills, context, label }: BillListProps) {
  return (
    <List aria-label={label}>
      {bills.map((bill) => (
        <ListItem key={bill.id}>
          <BillCard bill={bill} context={context} />
        </ListItem>
      ))}
    </List>
  );
});
