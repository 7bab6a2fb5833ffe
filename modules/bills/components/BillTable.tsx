import { useLocalized } from '@shell/i18n';
import { DataTable, type DataColumn } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { billLabels } from '../billLabels';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';
import type { BillSummary } from '../types';
import { BillCard } from './BillCard';
import { BillStateTag } from './BillStateTag';
import { BillTime } from './BillTime';
import { MoneyText } from './MoneyText';
import { NextStepLine, type RowContext } from './NextStepLine';

export interface BillTableProps {
  bills: readonly BillSummary[];
  context: RowContext;
  /** The table's caption (the page heading's text). */
  label: string;
}

/** Below this a page of rows renders whole, wrapping freely; above it only the rows in view. */
export const WINDOWING_FROM = 200;
/** Windowed rows are one line tall (cells truncate) so a row's offset is index × height. */
export const ROW_HEIGHT = 41;

/**
 * docs/bills-and-workflow.md TABLE mode: a real table with a caption and column headers (cards on phones). Large
 * lists (thousands of bills) render only the rows in view; aria-rowcount/aria-rowindex keep the
 * table's true size and each row's position known to assistive technology.
 */
export const BillTable = observer(function BillTable({ bills, context, label }: BillTableProps) {
  const { columns, untitled } = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  const table: DataColumn<BillSummary>[] = [
    { key: 'code', header: columns.code, cell: (bill) => bill.code },
    {
      key: 'title',
      header: columns.title,
      rowHeader: true,
      cell: (bill) => <Link to={billsPaths.detail(bill.id)}>{bill.title || untitled}</Link>,
    },
    {
      key: 'formType',
      header: columns.formType,
      cell: (bill) => (bill.formType ? labels.formType[bill.formType] : '—'),
    },
    { key: 'state', header: columns.state, cell: (bill) => <BillStateTag state={bill.state} /> },
    { key: 'submitter', header: columns.submitter, cell: (bill) => bill.submitter?.name || '—' },
    {
      key: 'amount',
      header: columns.amount,
      align: 'end',
      cell: (bill) => <MoneyText money={bill.expenseMoney ?? bill.payMoney} />,
    },
    {
      key: 'updated',
      header: columns.updated,
      cell: (bill) => <BillTime time={bill.updateTime} now={context.now} format="absolute" />,
    },
    {
      key: 'nextStep',
      header: columns.nextStep,
      cell: (bill) => <NextStepLine bill={bill} context={context} />,
    },
  ];
  return (
    <DataTable
      caption={label}
      rows={bills}
      rowKey={(bill) => bill.id}
      columns={table}
      card={(bill) => <BillCard bill={bill} context={context} />}
      windowingFrom={WINDOWING_FROM}
      rowHeight={ROW_HEIGHT}
    />
  );
});
