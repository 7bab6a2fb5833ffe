import { useLocalized } from '@shell/i18n';
import { ActionBar, Button, Checkbox, ConfirmDialog } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { groupCenterMessages } from '../messages';
import type { DistributionWizard } from '../models/DistributionWizard';

export interface PermissionStepProps {
  wizard: DistributionWizard;
  busy: boolean;
  onDistribute: () => void;
}

/** Step 2: each permission by name with its auth flag, or everything after a confirmation. */
export const PermissionStep = observer(function PermissionStep({
  wizard,
  busy,
  onDistribute,
}: PermissionStepProps) {
  const messages = useLocalized(groupCenterMessages);
  const nameOf = (name: string) => messages.permissionName[name] ?? name;
  return (
    <section aria-label={messages.stepPermissions}>
      {wizard.allDown && <p role="status">{messages.allDownOn}</p>}
      <Rows>
        {wizard.permissionNames.map((name) => (
          <li key={name}>
            <Checkbox
              label={nameOf(name)}
              checked={wizard.isChecked(name)}
              onChange={() => wizard.toggleChecked(name)}
            />
            <Checkbox
              label={messages.auth}
              aria-label={`${nameOf(name)} ${messages.auth}`}
              checked={wizard.authOf(name)}
              onChange={(event) => wizard.setAuth(name, event.target.checked)}
            />
          </li>
        ))}
      </Rows>
      <ActionBar label={messages.stepPermissions}>
        <Button onClick={() => wizard.goToStep(1)}>{messages.back}</Button>
        <Button onClick={() => wizard.requestAllDown()}>{messages.distributeAll}</Button>
        <Button
          variant="primary"
          disabled={!wizard.canDistribute || busy}
          loading={busy}
          onClick={onDistribute}
        >
          {messages.distribute}
        </Button>
      </ActionBar>
      <ConfirmDialog
        open={wizard.confirmingAllDown}
        title={messages.distributeAllTitle}
        confirmLabel={messages.confirm}
        cancelLabel={messages.cancel}
        onConfirm={() => wizard.confirmAllDown()}
        onCancel={() => wizard.cancelAllDown()}
      >
        {messages.distributeAllText}
      </ConfirmDialog>
    </section>
  );
});

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;
