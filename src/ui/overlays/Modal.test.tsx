import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { uiWrapper } from '../testing/uiWrapper';
import { Modal } from './Modal';

function Opener({ onOk }: { onOk?: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal open={open} title="编辑规则" onClose={() => setOpen(false)} onOk={onOk}>
        <input aria-label="名称" />
      </Modal>
    </>
  );
}

function renderOpener(onOk?: () => unknown, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  render(<Opener onOk={onOk} />, { wrapper: uiWrapper(locale) });
  return userEvent.setup();
}

describe('Modal', () => {
  describe('when it opens', () => {
    it('is a labelled modal dialog that locks the page scroll and takes focus', async () => {
      const user = renderOpener(() => true);
      await user.click(screen.getByRole('button', { name: '打开' }));
      const dialog = screen.getByRole('dialog', { name: '编辑规则' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('keeps Tab and Shift+Tab inside the dialog', async () => {
      const user = renderOpener(() => true);
      await user.click(screen.getByRole('button', { name: '打开' }));
      const dialog = screen.getByRole('dialog');
      for (let step = 0; step < 8; step += 1) {
        await user.tab({ shift: step % 3 === 0 });
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });
  });

  describe('when it closes', () => {
    it('closes on Escape, unlocks the scroll and gives focus back to the opener', async () => {
      const user = renderOpener();
      const opener = screen.getByRole('button', { name: '打开' });
      await user.click(opener);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(document.body.style.overflow).toBe('');
    });

    it('closes on a mask click but not on a click inside the panel', async () => {
      const user = renderOpener();
      await user.click(screen.getByRole('button', { name: '打开' }));
      await user.click(screen.getByRole('textbox', { name: '名称' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.click(screen.getByTestId('overlay-mask'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('when OK is pressed', () => {
    it('shows loading while the result settles and stays open when the result is false', async () => {
      let settle: (value: boolean) => void = () => undefined;
      const user = renderOpener(() => new Promise<boolean>((resolve) => (settle = resolve)));
      await user.click(screen.getByRole('button', { name: '打开' }));
      await user.click(screen.getByRole('button', { name: '确定' }));
      expect(screen.getByRole('button', { name: '处理中…' })).toHaveAttribute('aria-busy', 'true');
      settle(false);
      expect(await screen.findByRole('button', { name: '确定' })).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes once a true result settles', async () => {
      const user = renderOpener(() => Promise.resolve(true));
      await user.click(screen.getByRole('button', { name: '打开' }));
      await user.click(screen.getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('in English', () => {
    it('labels the close, OK and cancel buttons', async () => {
      const user = renderOpener(() => true, 'en-US');
      await user.click(screen.getByRole('button', { name: '打开' }));
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });
  });
});
