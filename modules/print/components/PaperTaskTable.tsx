import { useLocalized } from '@shell/i18n';
import { Card, CardMeta, DataTable, StatusBadge, type DataColumn } from '@shell/ui';
import { Link } from 'react-router-dom';
import { printMessages } from '../messages';
import { paperStageOf } from '../models/paperStageOf';
import { printPaths } from '../paths';
import { stateMessages } from '../stateMessages';
import type { PaperTask } from '../types';

/** Bills waiting for me at a paper step, with where their paper copy is. */
export function PaperTaskTable({ label, tasks }: { label: string; tasks: readonly PaperTask[] }) {
  const messages = useLocalized(printMessages);
  const states = useLocalized(stateMessages);
  const { columns } = messages;
  const table: DataColumn<PaperTask>[] = [
    {
      key: 'code',
      header: columns.code,
      rowHeader: true,
      cell: (task) => (
        <Link to={printPaths.bill(task.bill.id)}>{task.bill.code || task.bill.id}</Link>
      ),
    },
    { key: 'title', header: columns.title, cell: (task) => task.bill.title || messages.untitled },
    { key: 'node', header: columns.node, cell: (task) => task.nodeName },
    { key: 'task', header: columns.task, cell: (task) => states.task[task.state] },
    {
      key: 'receipt',
      header: columns.receipt,
      cell: (task) => states.paperStage[paperStageOf(task.bill)],
    },
  ];
  return (
    <DataTable
      caption={label}
      rows={tasks}
      rowKey={(task) => task.id}
      columns={table}
      card={(task) => (
        <Card
          title={task.bill.title || task.bill.code || messages.untitled}
          to={printPaths.bill(task.bill.id)}
          aside={<StatusBadge tone="info">{states.task[task.state]}</StatusBadge>}
        >
          <CardMeta>
            <span>{task.bill.code}</span>
            <span>{task.nodeName}</span>
            <span>{states.paperStage[paperStageOf(task.bill)]}</span>
          </CardMeta>
        </Card>
      )}
    />
  );
}
