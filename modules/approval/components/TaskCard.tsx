import { useLocalized } from '@shell/i18n';
import { Card, CardMeta } from '@shell/ui';
import styled from 'styled-components';
import { approvalMessages } from '../messages';
import { approvalPaths } from '../paths';
import type { ApprovalTask } from '../types';
import { AmountText } from './AmountText';
import { TimeText } from './TimeText';

/** A task on a phone: the whole card opens the bill's approval view. */
export function TaskCard({ task, now }: { task: ApprovalTask; now: number }) {
  const { columns } = useLocalized(approvalMessages);
  return (
    <Card
      title={task.title || task.code}
      to={approvalPaths.bill(task.billId)}
      aside={<AmountText money={task.expenseMoney} />}
    >
      <Meta>
        <span>{task.code}</span>
        <span>{task.submitterName}</span>
      </Meta>
      <Meta>
        <span>
          {columns.node}: {task.nodeName}
        </span>
        <TimeText time={task.createTime} now={now} />
      </Meta>
    </Card>
  );
}

/** Spread out: the amount sits at the row's far end, under the card's aside. */
const Meta = styled(CardMeta)`
  justify-content: space-between;
`;
