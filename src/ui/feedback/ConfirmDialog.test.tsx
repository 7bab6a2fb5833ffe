import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithShell } from '@shell/testing';
import { Button } from '../controls/Button';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteRule({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        title="Delete this rule?"
        tone="danger"
        confirmLabel="Delete rule"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        It stops applying to new bills.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('takes focus, says what it asks and cancels on Escape, giving focus back', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const { user } = renderWithShell(<DeleteRule onConfirm={onConfirm} />, { locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this rule?' });
    expect(dialog).toHaveAccessibleDescription('It stops applying to new bills.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it('runs the confirmed action', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const { user } = renderWithShell(<DeleteRule onConfirm={onConfirm} />, { locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete rule' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
