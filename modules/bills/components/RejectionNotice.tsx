import { useLocalized } from '@shell/i18n';
import { formatMonthDayTime } from '@shell/time';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { BillDetail } from '../types';
import type { RowContext } from './NextStepLine';
import { NextStepLine } from './NextStepLine';
import { stepMessages } from './stepMessages';

/** On a rejected bill: who sent it back, at which node, when and why, above everything else. */
export const RejectionNotice = observer(function RejectionNotice(props: {
  bill: BillDetail;
  context: RowContext;
}) {
  const { bill, context } = props;
  const messages = useLocalized(stepMessages);
  if (bill.state !== 'rejected' || !bill.rejection) return null;
  return (
    <Notice role="status" data-testid="rejection">
      <strong>{messages.rejectedTitle}</strong>
      <NextStepLine bill={bill} context={context} />
      {bill.rejection.time > 0 && <small>{formatMonthDayTime(bill.rejection.time)}</small>}
    </Notice>
  );
});

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
`;
