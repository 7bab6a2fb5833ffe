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

export interface BillTableProps {
  bills: readonly BillSummary[];
  context: RowContext;
  /** The table's caption (the page heading's text). */
  label: string;
}

/** Spec §9 TABLE mode: a real table with a caption and column headers. */
export const BillTable = observer(function BillTable({ bills, context, label }: BillTableProps) {
  const messages = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  const { columns } = messages;
  return (
    <Scroll>
      <Table>
        <Caption>{label}</Caption>
        <thead>
          <tr>
            <th scope="col">{columns.code}</th>
            <th scope="col">{columns.title}</th>
            <th scope="col">{columns.formType}</th>
            <th scope="col">{columns.state}</th>
            <th scope="col">{columns.submitter}</th>
            <th scope="col">{columns.amount}</th>
            <th scope="col">{columns.updated}</th>
            <th scope="col">{columns.nextStep}</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id}>
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
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
});

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 600;
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: ${({ theme }) => theme.spacing.sm}px;
`;

const Numeric = styled.td`
  && {
    text-align: right;
    white-space: nowrap;
  }
`;
