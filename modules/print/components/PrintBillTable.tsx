import { useLocalized } from '@shell/i18n';
import {
  Card,
  CardMeta,
  DataTable,
  StatusBadge,
  type DataColumn,
  type DataSelection,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { formatMonthDayTime } from '@shell/time';
import { Link } from 'react-router-dom';
import { printMessages } from '../messages';
import { paperStageOf } from '../models/paperStageOf';
import { printPaths } from '../paths';
import { stateMessages } from '../stateMessages';
import type { PrintBill } from '../types';

export interface PrintBillTableProps {
  bills: readonly PrintBill[];
  nameOf: (bill: PrintBill) => string;
  /** Rows to batch print, with the bulk bar's actions. */
  selection?: DataSelection<PrintBill>;
}

/** The center's bills: each opens the bill's print page (a table on desktop, cards on phones). */
export const PrintBillTable = observer(function PrintBillTable({
  bills,
  nameOf,
  selection,
}: PrintBillTableProps) {
  const messages = useLocalized(printMessages);
  const states = useLocalized(stateMessages);
  const { columns } = messages;
  const lastPrint = (bill: PrintBill) =>
    bill.lastPrintTime === null ? '' : formatMonthDayTime(bill.lastPrintTime);
  const table: DataColumn<PrintBill>[] = [
    {
      key: 'code',
      header: columns.code,
      rowHeader: true,
      cell: (bill) => <Link to={printPaths.bill(bill.id)}>{bill.code || bill.id}</Link>,
    },
    { key: 'title', header: columns.title, cell: (bill) => bill.title || messages.untitled },
    { key: 'submitter', header: columns.submitter, cell: nameOf },
    {
      key: 'printState',
      header: columns.printState,
      cell: (bill) => states.printState[bill.printState],
    },
    {
      key: 'printCount',
      header: columns.printCount,
      align: 'end',
      cell: (bill) => bill.printCount,
    },
    { key: 'lastPrintTime', header: columns.lastPrintTime, cell: lastPrint },
    {
      key: 'receipt',
      header: columns.receipt,
      cell: (bill) => states.paperStage[paperStageOf(bill)],
    },
  ];
  return (
    <DataTable
      caption={messages.toPrint}
      rows={bills}
      rowKey={(bill) => bill.id}
      columns={table}
      selection={selection}
      card={(bill) => (
        <Card
          title={bill.title || bill.code || messages.untitled}
          to={printPaths.bill(bill.id)}
          aside={<StatusBadge>{states.printState[bill.printState]}</StatusBadge>}
        >
          <CardMeta>
            <span>{bill.code}</span>
            <span>{nameOf(bill)}</span>
            <span>{states.paperStage[paperStageOf(bill)]}</span>
          </CardMeta>
        </Card>
      )}
    />
  );
});
