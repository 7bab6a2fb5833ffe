import { useLocalized } from '@shell/i18n';
import { formatMonthDayTime } from '@shell/time';
import type { SheetStep } from '../models/parsePrintSheet';
import { sheetMessages } from './sheetMessages';
import { Table } from './sheetStyles';

export interface SheetTrailProps {
  steps: readonly SheetStep[];
  nameOf: (staffId: string | null) => string;
}

/** The approval trail on paper: each step's node, person, action, time and comment. */
export function SheetTrail({ steps, nameOf }: SheetTrailProps) {
  const messages = useLocalized(sheetMessages);
  return (
    <Table aria-label={messages.trail}>
      <thead>
        <tr>
          <th scope="col">{messages.node}</th>
          <th scope="col">{messages.person}</th>
          <th scope="col">{messages.action}</th>
          <th scope="col">{messages.time}</th>
          <th scope="col">{messages.comment}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step, index) => (
          <tr key={`${step.time}-${index}`}>
            <td>{step.nodeName || '—'}</td>
            <td>{nameOf(step.operatorId)}</td>
            <td>{messages.actions[step.action] ?? step.action}</td>
            <td>{step.time ? formatMonthDayTime(step.time) : ''}</td>
            <td>{step.comment}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
