import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { formatMonthDayTime } from '@shell/time';
import { Link } from 'react-router-dom';
import { printMessages } from '../messages';
import { paperStageOf } from '../models/paperStageOf';
import { printPaths } from '../paths';
import { stateMessages } from '../stateMessages';
import type { PrintBill } from '../types';
import { Table } from './Table';

export interface PrintBillTableProps {
  bills: readonly PrintBill[];
  nameOf: (bill: PrintBill) => string;
}

/** The center's bills: each code opens the bill's print page. */
export const PrintBillTable = observer(function PrintBillTable({
  bills,
  nameOf,
}: PrintBillTableProps) {
  const messages = useLocalized(printMessages);
  const states = useLocalized(stateMessages);
  const { columns } = messages;
  return (
    <Table aria-label={messages.toPrint}>
      <thead>
        <tr>
          <th scope="col">{columns.code}</th>
          <th scope="col">{columns.title}</th>
          <th scope="col">{columns.submitter}</th>
          <th scope="col">{columns.printState}</th>
          <th scope="col">{columns.printCount}</th>
          <th scope="col">{columns.lastPrintTime}</th>
          <th scope="col">{columns.receipt}</th>
        </tr>
      </thead>
      <tbody>
        {bills.map((bill) => (
          <tr key={bill.id}>
            <td>
              <Link to={printPaths.bill(bill.id)}>{bill.code || bill.id}</Link>
            </td>
            <td>{bill.title || messages.untitled}</td>
            <td>{nameOf(bill)}</td>
            <td>{states.printState[bill.printState]}</td>
            <td>{bill.printCount}</td>
            <td>{bill.lastPrintTime === null ? '' : formatMonthDayTime(bill.lastPrintTime)}</td>
            <td>{states.paperStage[paperStageOf(bill)]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
});
