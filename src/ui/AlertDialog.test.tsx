import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AlertDialog } from './AlertDialog';
import { Button } from './controls/Button';
import { Modal } from './overlays/Modal';
import { uiWrapper } from './testing/uiWrapper';

function ModalWithAlert() {
  const [alert, setAlert] = useState(false);
  return (
    <Modal open title="编辑" onClose={jest.fn()}>
      <button type="button" onClick={() => setAlert(true)}>
        删除
      </button>
      {alert && (
        <AlertDialog
          title="确认删除？"
          onDismiss={() => setAlert(false)}
          actions={<Button type="button">删除</Button>}
        >
          删除后无法恢复
        </AlertDialog>
      )}
    </Modal>
  );
}

describe('AlertDialog', () => {
  describe('when it opens above a modal', () => {
    it('holds focus, and Escape dismisses only the alert and returns focus to the modal', async () => {
      render(<ModalWithAlert />, { wrapper: uiWrapper() });
      const user = userEvent.setup();
      const opener = screen.getByRole('button', { name: '删除' });
      await user.click(opener);
      const alert = screen.getByRole('alertdialog', { name: '确认删除？' });
      expect(alert).toContainElement(document.activeElement as HTMLElement);
      await user.tab();
      expect(alert).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '编辑' })).toBeInTheDocument();
      expect(opener).toHaveFocus();
    });
  });
});
