import { useLocalized } from '@shell/i18n';
import { CrossAppLink } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { approvalMessages } from '../messages';
import { approvalPaths } from '../paths';
import type { ApprovalBill } from '../types';
import { AmountText } from './AmountText';

/** Code, state, submitter and money, with a link to the bill's full detail in the bills module. */
export const BillHeader = observer(function BillHeader(props: {
  bill: ApprovalBill;
  submitter: string;
}) {
  const { bill, submitter } = props;
  const messages = useLocalized(approvalMessages);
  return (
    <>
      <Fields>
        <dt>{messages.code}</dt>
        <dd>{bill.code}</dd>
        <dt>{messages.state}</dt>
        <dd data-testid="bill-state">{messages.states[bill.state]}</dd>
        <dt>{messages.submitter}</dt>
        <dd>{submitter}</dd>
        <dt>{messages.expenseMoney}</dt>
        <dd>
          <AmountText money={bill.expenseMoney} />
        </dd>
        <dt>{messages.payMoney}</dt>
        <dd>
          <AmountText money={bill.payMoney} />
        </dd>
      </Fields>
      <CrossAppLink href={approvalPaths.billDetail(bill.id)}>{messages.openBill}</CrossAppLink>
    </>
  );
});

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.lg}px;

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
  }
`;
