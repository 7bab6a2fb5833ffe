import { useLocalized } from '@shell/i18n';
import { Card } from '@shell/ui';
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

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
