import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { uiWrapper } from '../testing/uiWrapper';
import { Drawer } from './Drawer';
import { layerCount } from './layerStack';
import { Modal } from './Modal';

function Stacked() {
  const [drawer, setDrawer] = useState(false);
  const [modal, setModal] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDrawer(true)}>
        打开抽屉
      </button>
      <Drawer open={drawer} title="单据" onClose={() => setDrawer(false)}>
        <button type="button" onClick={() => setModal(true)}>
          打开确认框
        </button>
      </Drawer>
      <Modal open={modal} title="确认" onClose={() => setModal(false)}>
        <p>确定吗？</p>
      </Modal>
    </>
  );
}

async function openBoth() {
  render(<Stacked />, { wrapper: uiWrapper() });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '打开抽屉' }));
  await user.click(screen.getByRole('button', { name: '打开确认框' }));
  return user;
}

describe('the layer stack', () => {
  describe('when a modal is stacked on a drawer', () => {
    it('counts two layers and keeps focus in the top one', async () => {
      const user = await openBoth();
      expect(layerCount()).toBe(2);
      const top = screen.getByRole('dialog', { name: '确认' });
      expect(top).toContainElement(document.activeElement as HTMLElement);
      await user.tab();
      await user.tab();
      expect(top).toContainElement(document.activeElement as HTMLElement);
    });

    it('pulls focus back into the top layer when something outside takes it', async () => {
      await openBoth();
      screen.getByRole('button', { name: '打开确认框' }).focus();
      expect(screen.getByRole('dialog', { name: '确认' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    });
  });

  describe('when Escape is pressed', () => {
    it('closes only the top layer and gives focus back to its opener in the layer below', async () => {
      const user = await openBoth();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: '确认' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '单据' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '打开确认框' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('closes the next layer on the next Escape and unlocks the page', async () => {
      const user = await openBoth();
      await user.keyboard('{Escape}');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '打开抽屉' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('');
      expect(layerCount()).toBe(0);
    });
  });
});
