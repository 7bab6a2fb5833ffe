import { useLocalized } from '@shell/i18n';
import { Link } from 'react-router-dom';
import { printMessages } from '../messages';
import { paperStageOf } from '../models/paperStageOf';
import { printPaths } from '../paths';
import { stateMessages } from '../stateMessages';
import type { PaperTask } from '../types';
import { Table } from './Table';

/** Bills waiting for me at a paper step, with where their paper copy is. */
export function PaperTaskTable({ label, tasks }: { label: string; tasks: readonly PaperTask[] }) {
  const messages = useLocalized(printMessages);
  const states = useLocalized(stateMessages);
  const { columns } = messages;
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{columns.code}</th>
          <th scope="col">{columns.title}</th>
          <th scope="col">{columns.node}</th>
          <th scope="col">{columns.task}</th>
          <th scope="col">{columns.receipt}</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr key={task.id}>
            <td>
              <Link to={printPaths.bill(task.bill.id)}>{task.bill.code || task.bill.id}</Link>
            </td>
            <td>{task.bill.title || messages.untitled}</td>
            <td>{task.nodeName}</td>
            <td>{states.task[task.state]}</td>
            <td>{states.paperStage[paperStageOf(task.bill)]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
