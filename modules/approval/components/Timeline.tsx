import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { flowMessages } from '../flowMessages';
import type { FlowLog } from '../types';
import { TimeText } from './TimeText';

export interface TimelineProps {
  logs: readonly FlowLog[];
  now: number;
  nameOf: (staffId: string | null) => string;
}

/** The log, oldest first: who did what, when, and the comment. */
export const Timeline = observer(function Timeline({ logs, now, nameOf }: TimelineProps) {
  const messages = useLocalized(flowMessages);
  const what = (action: string) => {
    const verb = action.replace(/^freeflow\./, '');
    return messages.logAction[verb] ?? verb;
  };
  return (
    <section aria-labelledby="approval-timeline-title">
      <h2 id="approval-timeline-title">{messages.timeline}</h2>
      {logs.length === 0 ? (
        <p>{messages.noLogs}</p>
      ) : (
        <Entries aria-label={messages.timeline}>
          {logs.map((log, index) => (
            <li key={`${index}-${log.time}`}>
              <TimeText time={log.time} now={now} /> <strong>{nameOf(log.operatorId)}</strong>{' '}
              {what(log.action)}
              {log.comment && <Comment>{log.comment}</Comment>}
            </li>
          ))}
        </Entries>
      )}
    </section>
  );
});

const Entries = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg}px;

  li {
    margin-bottom: ${({ theme }) => theme.spacing.xs}px;
  }
`;

const Comment = styled.q`
  margin-left: ${({ theme }) => theme.spacing.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
