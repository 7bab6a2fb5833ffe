import { useLocalized } from '@shell/i18n';
import { formatMonthDayTime } from '@shell/time';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import { printMessages } from '../messages';
import { paperStageOf } from '../models/paperStageOf';
import { stateMessages } from '../stateMessages';
import type { PrintBill } from '../types';

export interface PrintRecordProps {
  bill: PrintBill;
  lastPrinterName: string;
}

/** docs/approval-payment-print.md print fields: state, count, when and by whom it was last printed, and the paper's state. */
export function PrintRecord({ bill, lastPrinterName }: PrintRecordProps) {
  const messages = useLocalized(billPageMessages);
  const columns = useLocalized(printMessages).columns;
  const states = useLocalized(stateMessages);
  const printed = bill.lastPrintTime !== null;
  return (
    <section aria-labelledby="print-record-heading">
      <h2 id="print-record-heading">{messages.record}</h2>
      <Fields>
        <dt>{columns.printState}</dt>
        <dd data-field="printState">{states.printState[bill.printState]}</dd>
        <dt>{columns.printCount}</dt>
        <dd data-field="printCount">{bill.printCount}</dd>
        <dt>{columns.lastPrintTime}</dt>
        <dd data-field="lastPrintTime">
          {printed ? formatMonthDayTime(bill.lastPrintTime ?? 0) : messages.never}
        </dd>
        <dt>{messages.lastPrinter}</dt>
        <dd data-field="lastPrinter">{printed ? lastPrinterName : messages.never}</dd>
        <dt>{columns.receipt}</dt>
        <dd data-field="receiptState">{states.paperStage[paperStageOf(bill)]}</dd>
        {bill.sampling && (
          <>
            <dt>{states.samplingLabel}</dt>
            <dd data-field="sampling">{states.sampling[bill.sampling]}</dd>
          </>
        )}
      </Fields>
    </section>
  );
}

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.lg}px;
  margin: 0 0 ${({ theme }) => theme.spacing.lg}px;

  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  dd {
    margin: 0;
  }
`;
