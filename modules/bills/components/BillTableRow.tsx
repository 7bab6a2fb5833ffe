import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { billLabels } from '../billLabels';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';
import type { BillSummary } from '../types';
import { BillStateTag } from './BillStateTag';
import { BillTime } from './BillTime';
import { MoneyText } from './MoneyText';
import { NextStepLine, type RowContext } from './NextStepLine';

export interface BillTableRowProps {
  bill: BillSummary;
  context: RowContext;
  /** 1-based position among all the table's rows, the header row being 1. */
  rowIndex: number;
}

/** One bill in TABLE mode; memoised (observer) so a scroll re-renders only rows that enter. */
export const BillTableRow = observer(function BillTableRow({
  bill,
  context,
  rowIndex,
}: BillTableRowProps) {
  const messages = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  return (
    <tr aria-rowindex={rowIndex}>
      <td>{bill.code}</td>
      <th scope="row">
        <Link to={billsPaths.detail(bill.id)}>{bill.title || messages.untitled}</Link>
      </th>
      <td>{bill.formType ? labels.formType[bill.formType] : '—'}</td>
      <td>
        <BillStateTag state={bill.state} />
      </td>
      <td>{bill.submitter?.name || '—'}</td>
      <Numeric>
        <MoneyText money={bill.expenseMoney ?? bill.payMoney} />
      </Numeric>
      <td>
        <BillTime time={bill.updateTime} now={context.now} format="absolute" />
      </td>
      <td>
        <NextStepLine bill={bill} context={context} />
      </td>
    </tr>
  );
});

const Numeric = styled.td`
  && {
    text-align: right;
    white-space: nowrap;
  }
`;
