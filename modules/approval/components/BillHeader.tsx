import { useLocalized } from '@shell/i18n';
import { CrossAppLink, Descriptions, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
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
    <Section surface>
      <Descriptions
        items={[
          { label: messages.code, value: bill.code },
          {
            label: messages.state,
            value: <span data-testid="bill-state">{messages.states[bill.state]}</span>,
          },
          { label: messages.submitter, value: submitter },
          { label: messages.expenseMoney, value: <AmountText money={bill.expenseMoney} /> },
          { label: messages.payMoney, value: <AmountText money={bill.payMoney} /> },
        ]}
      />
      <CrossAppLink href={approvalPaths.billDetail(bill.id)}>{messages.openBill}</CrossAppLink>
    </Section>
  );
});
