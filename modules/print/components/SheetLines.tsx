import { useLocale, useLocalized } from '@shell/i18n';
import { chineseCapitalAmount, formatMoney, type Money } from '@shell/money';
import { formatMonthDay } from '@shell/time';
import type { SheetLine } from '../models/parsePrintSheet';
import { sheetMessages } from './sheetMessages';
import { Table } from './sheetStyles';

export interface SheetLinesProps {
  lines: readonly SheetLine[];
  total: Money | null;
}

/** Every expense line as a table row (a row never splits across pages), then the total in figures and in words. */
export function SheetLines({ lines, total }: SheetLinesProps) {
  const messages = useLocalized(sheetMessages);
  const locale = useLocale();
  const money = (value: Money | null) => (value ? formatMoney(value, locale) : '—');
  return (
    <Table aria-label={messages.lines}>
      <thead>
        <tr>
          <th scope="col">{messages.index}</th>
          <th scope="col">{messages.feeType}</th>
          <th scope="col">{messages.date}</th>
          <th scope="col">{messages.reason}</th>
          <th scope="col">{messages.invoices}</th>
          <th scope="col" data-align="end">
            {messages.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.id}>
            <td>{index + 1}</td>
            <td>{line.feeTypeName}</td>
            <td>{line.feeDate ? formatMonthDay(line.feeDate) : ''}</td>
            <td>{line.reason}</td>
            <td>{line.invoiceCount}</td>
            <td data-align="end">{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5}>
            {messages.total}
          </th>
          <td data-align="end">{money(total)}</td>
        </tr>
        <tr>
          <th scope="row">{messages.inWords}</th>
          <td colSpan={5} data-testid="amount-in-words">
            {total ? (chineseCapitalAmount(total.standard) ?? '') : ''}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
