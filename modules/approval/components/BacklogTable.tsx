import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { BacklogStore } from '../BacklogStore';
import { approvalMessages } from '../messages';
import { approvalPaths } from '../paths';
import { AmountText } from './AmountText';
import { TimeText } from './TimeText';

export interface BacklogTableProps {
  backlog: BacklogStore;
  /** Checkboxes for a bulk agree, only behind the `approval-bulk-agree` flag. */
  selectable: boolean;
  now: number;
}

/** The tasks waiting for me, one row per bill, each opening the bill's approval view. */
export const BacklogTable = observer(function BacklogTable({
  backlog,
  selectable,
  now,
}: BacklogTableProps) {
  const messages = useLocalized(approvalMessages);
  const { columns } = messages;
  return (
    <table aria-label={messages.title}>
      <thead>
        <tr>
          {selectable && (
            <td>
              <input
                type="checkbox"
                aria-label={messages.selectAll}
                checked={backlog.allSelected}
                onChange={() => backlog.toggleAll()}
              />
            </td>
          )}
          <th scope="col">{columns.code}</th>
          <th scope="col">{columns.title}</th>
          <th scope="col">{columns.submitter}</th>
          <th scope="col">{columns.node}</th>
          <th scope="col">{columns.money}</th>
          <th scope="col">{columns.since}</th>
        </tr>
      </thead>
      <tbody>
        {backlog.orderedData.map((task) => (
          <tr key={task.id}>
            {selectable && (
              <td>
                <input
                  type="checkbox"
                  aria-label={messages.select(task.title || task.code)}
                  checked={backlog.selected.has(task.billId)}
                  onChange={() => backlog.toggle(task.billId)}
                />
              </td>
            )}
            <td>{task.code}</td>
            <td>
              <Link to={approvalPaths.bill(task.billId)}>{task.title || task.code}</Link>
            </td>
            <td>{task.submitterName}</td>
            <td>{task.nodeName}</td>
            <td>
              <AmountText money={task.expenseMoney} />
            </td>
            <td>
              <TimeText time={task.createTime} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
