import { useLocalized } from '@shell/i18n';
import { AlertDialog, Button } from '@shell/ui';
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
      <Table>
        <tbody>
          {wizard.permissionNames.map((name) => (
            <tr key={name}>
              <td>
                <label>
                  <input
                    type="checkbox"
                    checked={wizard.isChecked(name)}
                    onChange={() => wizard.toggleChecked(name)}
                  />
                  {nameOf(name)}
                </label>
              </td>
              <td>
                <label>
                  <input
                    type="checkbox"
                    aria-label={`${nameOf(name)} ${messages.auth}`}
                    checked={wizard.authOf(name)}
                    onChange={(event) => wizard.setAuth(name, event.target.checked)}
                  />
                  {messages.auth}
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Actions>
        <Button type="button" onClick={() => wizard.goToStep(1)}>
          {messages.back}
        </Button>
        <Button type="button" onClick={() => wizard.requestAllDown()}>
          {messages.distributeAll}
        </Button>
        <Button
          type="button"
          variant="primary"
          disabled={!wizard.canDistribute || busy}
          onClick={onDistribute}
        >
          {messages.distribute}
        </Button>
      </Actions>
      {wizard.confirmingAllDown && (
        <AlertDialog
          title={messages.distributeAllTitle}
          onDismiss={() => wizard.cancelAllDown()}
          actions={
            <>
              <Button type="button" variant="primary" onClick={() => wizard.confirmAllDown()}>
                {messages.confirm}
              </Button>
              <Button type="button" onClick={() => wizard.cancelAllDown()}>
                {messages.cancel}
              </Button>
            </>
          }
        >
          {messages.distributeAllText}
        </AlertDialog>
      )}
    </section>
  );
});

const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;

  td {
    padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;
