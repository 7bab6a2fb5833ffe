import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiWrapper } from '../testing/uiWrapper';
import { Drawer } from './Drawer';
import { OVERLAY_DEFAULTS } from './overlayConstants';
import { SidePopup } from './SidePopup';

describe('Drawer', () => {
  afterEach(() => jest.useRealTimers());

  it('opens 700 px wide with a resize handle and a full-screen toggle', async () => {
    render(
      <Drawer open title="明细" onClose={jest.fn()}>
        x
      </Drawer>,
      { wrapper: uiWrapper() },
    );
    const dialog = screen.getByRole('dialog', { name: '明细' });
    expect(dialog).toHaveStyle({ width: `${OVERLAY_DEFAULTS.drawerWidth}px` });
    await userEvent.setup().click(screen.getByRole('button', { name: '全屏' }));
    expect(dialog).toHaveStyle({ width: '100vw' });
    expect(screen.getByRole('button', { name: '退出全屏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  describe('when resized from its left edge by keyboard', () => {
    it('reports the new width once, 1 s after the last change', async () => {
      jest.useFakeTimers();
      const onResize = jest.fn();
      render(
        <Drawer open title="明细" onClose={jest.fn()} onResize={onResize}>
          x
        </Drawer>,
        { wrapper: uiWrapper('en-US') },
      );
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const edge = screen.getByRole('separator', { name: /Resize width/ });
      edge.focus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(edge).toHaveAttribute('aria-valuenow', '780');
      act(() => jest.advanceTimersByTime(OVERLAY_DEFAULTS.drawerResizeDebounceMs - 1));
      expect(onResize).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onResize).toHaveBeenCalledTimes(1);
      expect(onResize).toHaveBeenCalledWith(780);
    });
  });
});

describe('SidePopup', () => {
  it('is 500 px wide and cannot be resized', () => {
    render(
      <SidePopup open title="筛选" onClose={jest.fn()}>
        x
      </SidePopup>,
      { wrapper: uiWrapper() },
    );
    expect(screen.getByRole('dialog', { name: '筛选' })).toHaveStyle({
      width: `${OVERLAY_DEFAULTS.popupWidth}px`,
    });
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
