import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { describeNextStep, nextStepMessages, nextStepOf, type NameOf } from '@shell/billStates';
import type { BillSummary } from '../types';

/** What a row needs to say who a bill waits for and how long ago it changed. */
export interface RowContext {
  myId: string | null;
  nameOf: NameOf;
  now: number;
}

export const NextStepLine = observer(function NextStepLine({
  bill,
  context,
}: {
  bill: BillSummary;
  context: RowContext;
}) {
  const messages = useLocalized(nextStepMessages);
  const step = nextStepOf(bill, context.myId);
  return <Line>{describeNextStep(step, messages, context.nameOf)}</Line>;
});

const Line = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
