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

export interface BillListProps {
  bills: readonly BillSummary[];
  context: RowContext;
  /** Names the list for assistive tech (the page heading's text). */
  label: string;
}

/** Spec §9 LIST mode: one card per bill, its title linking to the detail. */
export const BillList = observer(function BillList({ bills, context, label }: BillListProps) {
  const messages = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  return (
    <Cards aria-label={label}>
      {bills.map((bill) => (
        <Card key={bill.id}>
          <Top>
            <Link to={billsPaths.detail(bill.id)}>{bill.title || messages.untitled}</Link>
            <BillStateTag state={bill.state} />
          </Top>
          <Meta>
            <span>{bill.code}</span>
            {bill.formType && <span>{labels.formType[bill.formType]}</span>}
            <BillTime time={bill.updateTime} now={context.now} format="relative" />
          </Meta>
          <Bottom>
            <NextStepLine bill={bill} context={context} />
            <MoneyText money={bill.expenseMoney ?? bill.payMoney} />
          </Bottom>
        </Card>
      ))}
    </Cards>
  );
});

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
  justify-content: space-between;
  align-items: baseline;
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Bottom = styled(Top)`
  align-items: end;
`;
