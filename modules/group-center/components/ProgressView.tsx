import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { GroupCenterStore } from '../GroupCenterStore';
import { groupCenterMessages } from '../messages';

/** Step 3: the batch's progress bar and each target's state, live while polling. */
export const ProgressView = observer(function ProgressView({ store }: { store: GroupCenterStore }) {
  const messages = useLocalized(groupCenterMessages);
  const progress = store.progress;
  if (!progress) return null;
  const stateText = (state: string) =>
    state === 'SUCCESS'
      ? messages.success
      : state === 'FAILED'
        ? messages.failed
        : messages.running;
  const nameOf = (id: string) =>
    store.wizard.tenants.find((tenant) => tenant.corporationId === id)?.name ?? id;
  return (
    <section aria-label={messages.stepProgress}>
      <Bar
        role="progressbar"
        aria-label={messages.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.progress}
      >
        <Fill style={{ width: `${progress.progress}%` }} />
      </Bar>
      <p role="status">{progress.finished ? stateText(progress.state) : messages.running}</p>
      <ul aria-label={messages.progressLabel}>
        {[...store.targetStates].map(([id, state]) => (
          <li key={id}>
            {nameOf(id)}: {stateText(state)}
          </li>
        ))}
      </ul>
      {progress.finished && (
        <Button type="button" onClick={() => store.startOver()}>
          {messages.startOver}
        </Button>
      )}
    </section>
  );
});

const Bar = styled.div`
  height: 8px;
  margin: ${({ theme }) => theme.spacing.md}px 0;
  background: ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.round}px;
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
  transition: width 300ms;
`;
