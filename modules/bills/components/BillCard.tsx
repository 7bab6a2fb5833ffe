import { useLocalized } from '@shell/i18n';
import { Card, CardMeta } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { billLabels } from '../billLabels';
import { billsMessages } from '../messages';
import { billsPaths } from '../paths';
import type { BillSummary } from '../types';
import { BillStateTag } from './BillStateTag';
import { BillTime } from './BillTime';
import { MoneyText } from './MoneyText';
import { NextStepLine, type RowContext } from './NextStepLine';

/** One bill as a card: the whole card opens it; state, code, type, time, next step, amount. */
export const BillCard = observer(function BillCard({
  bill,
  context,
}: {
  bill: BillSummary;
  context: RowContext;
}) {
  const messages = useLocalized(billsMessages);
  const labels = useLocalized(billLabels);
  return (
    <Card
      title={bill.title || messages.untitled}
      to={billsPaths.detail(bill.id)}
      // The list sits right under the page's h1.
      as="h2"
      aside={<BillStateTag state={bill.state} />}
    >
      <CardMeta>
        <span>{bill.code}</span>
        {bill.formType && <span>{labels.formType[bill.formType]}</span>}
        <BillTime time={bill.updateTime} now={context.now} format="relative" />
      </CardMeta>
      <Bottom>
        <NextStepLine bill={bill} context={context} />
        <MoneyText money={bill.expenseMoney ?? bill.payMoney} />
      </Bottom>
    </Card>
  );
});

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  justify-content: space-between;
  align-items: end;
`;
