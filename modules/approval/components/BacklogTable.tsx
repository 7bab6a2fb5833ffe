import { useLocalized } from '@shell/i18n';
import { DataTable, type DataColumn } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { BacklogStore } from '../BacklogStore';
import { approvalMessages } from '../messages';
import { approvalPaths } from '../paths';
import { BatchPayButton } from '../payment/BatchPayButton';
import type { ApprovalTask } from '../types';
import { AmountText } from './AmountText';
import { BulkAgree } from './BulkAgree';
import { TaskCard } from './TaskCard';
import { TimeText } from './TimeText';

export interface BacklogTableProps {
  backlog: BacklogStore;
  /** Row selection: the bulk agree behind its flag, or the batch pay on the 待支付 filter. */
  selectable: boolean;
  now: number;
}

/**
 * The one backlog: the tasks waiting for me, one row per bill (a card on phones), each opening
 * the bill's approval view; selected rows are agreed at once (behind the bulk-agree flag) or, on
 * the 待支付 filter, paid at once.
 */
export const BacklogTable = observer(function BacklogTable({
  backlog,
  selectable,
  now,
}: BacklogTableProps) {
  const messages = useLocalized(approvalMessages);
  const { columns } = messages;
  const table: DataColumn<ApprovalTask>[] = [
    { key: 'code', header: columns.code, cell: (task) => task.code },
    {
      key: 'title',
      header: columns.title,
      rowHeader: true,
      cell: (task) => <Link to={approvalPaths.bill(task.billId)}>{task.title || task.code}</Link>,
    },
    { key: 'submitter', header: columns.submitter, cell: (task) => task.submitterName },
    { key: 'node', header: columns.node, cell: (task) => task.nodeName },
    {
      key: 'money',
      header: columns.money,
      align: 'end',
      cell: (task) => <AmountText money={task.expenseMoney} />,
    },
    {
      key: 'since',
      header: columns.since,
      cell: (task) => <TimeText time={task.createTime} now={now} />,
    },
  ];
  return (
    <DataTable
      caption={messages.title}
      rows={backlog.orderedData}
      rowKey={(task) => task.billId}
      columns={table}
      card={(task) => <TaskCard task={task} now={now} />}
      selection={
        selectable
          ? {
              selected: backlog.selected,
              onChange: (next) => backlog.setSelected(next),
              rowLabel: (task) => messages.select(task.title || task.code),
              allLabel: messages.selectAll,
              actions:
                backlog.filter === 'PAYING' ? (
                  <BatchPayButton backlog={backlog} />
                ) : (
                  <BulkAgree backlog={backlog} />
                ),
            }
          : undefined
      }
    />
  );
});
