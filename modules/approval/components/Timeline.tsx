import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { Timeline as KitTimeline } from '@shell/ui';
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
        <KitTimeline
          label={messages.timeline}
          items={logs.map((log, index) => ({
            key: `${index}-${log.time}`,
            title: (
              <>
                <strong>{nameOf(log.operatorId)}</strong> {what(log.action)}
              </>
            ),
            time: <TimeText time={log.time} now={now} />,
            body: log.comment ? <q>{log.comment}</q> : undefined,
            tone: /reject|failure/i.test(log.action) ? 'danger' : 'info',
          }))}
        />
      )}
    </section>
  );
});
