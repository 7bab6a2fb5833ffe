import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { uiWrapper } from '../testing/uiWrapper';
import { LayerManager, type LayerContentProps, type LayerDefinition } from './LayerManager';
import { LayerOutlet } from './LayerOutlet';
import { TwoPartPanel } from './TwoPartPanel';

function Note({ params }: LayerContentProps) {
  return <p>{String(params)}</p>;
}

const define = (key: string, extra: Partial<LayerDefinition> = {}): LayerDefinition => ({
  key,
  title: key,
  component: Note,
  ...extra,
});

describe('LayerManager', () => {
  it('refuses a definition without a component or a lazy component', () => {
    expect(() => new LayerManager().open({ key: 'empty', title: 'x' })).toThrow(
      'Overlay "empty" needs a component or a lazy component',
    );
  });

  it('throws for an unknown kind instead of showing a modal', () => {
    const manager = new LayerManager();
    const sheet = { ...define('odd'), kind: 'sheet' } as unknown as LayerDefinition;
    expect(() => manager.open(sheet)).toThrow('unknown overlay kind: sheet');
    expect(manager.layers).toHaveLength(0);
  });

  describe('when layers open singly', () => {
    it('replaces the open layer and resolves its opener with undefined', async () => {
      const manager = new LayerManager();
      const first = manager.open(define('a'));
      void manager.open(define('b'));
      await expect(first).resolves.toBeUndefined();
      expect(manager.layers.map((layer) => layer.definition.key)).toEqual(['b']);
    });
  });

  describe('when layers are pushed as a stack', () => {
    it('keeps one layer per key and closes only the top', async () => {
      const manager = new LayerManager();
      void manager.open(define('a'), 1, { stack: true });
      void manager.open(define('b'), 2, { stack: true });
      const again = manager.open(define('a'), 3, { stack: true });
      expect(manager.layers.map((layer) => layer.params)).toEqual([2, 3]);
      manager.close(manager.layers[0]!.id, 'ignored');
      expect(manager.layers).toHaveLength(2);
      manager.closeTop('done');
      await expect(again).resolves.toBe('done');
      expect(manager.layers.map((layer) => layer.params)).toEqual([2]);
    });

    it('resets the two-part panel to single when a new layer opens', () => {
      const manager = new LayerManager();
      manager.setPanelMode('double');
      void manager.open(define('a'), undefined, { stack: true });
      expect(manager.panelMode).toBe('single');
    });
  });

  describe('when rendered by the outlet', () => {
    it('resolves the opener with the OK result and stays open while it is false', async () => {
      const manager = new LayerManager();
      const results = [false, 'saved'];
      render(<LayerOutlet manager={manager} />, { wrapper: uiWrapper() });
      let opened: Promise<unknown> = Promise.resolve();
      act(() => {
        opened = manager.open(define('edit', { onOk: () => results.shift() }), '内容');
      });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: '确定' }));
      expect(await screen.findByRole('button', { name: '确定' })).toBeEnabled();
      expect(screen.getByRole('dialog', { name: 'edit' })).toHaveTextContent('内容');
      await user.click(screen.getByRole('button', { name: '确定' }));
      await expect(opened).resolves.toBe('saved');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('closes every layer when the browser goes back, resolving each opener with nothing', async () => {
      const manager = new LayerManager();
      render(<LayerOutlet manager={manager} />, { wrapper: uiWrapper() });
      let below: Promise<unknown> = Promise.resolve();
      let above: Promise<unknown> = Promise.resolve();
      act(() => {
        below = manager.open(define('list'), '列表');
        above = manager.open(define('detail'), '详情', { stack: true });
      });
      expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(below).resolves.toBeUndefined();
      await expect(above).resolves.toBeUndefined();
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    });

    it('loads a lazy component and shows it in a drawer', async () => {
      const manager = new LayerManager();
      render(<LayerOutlet manager={manager} />, { wrapper: uiWrapper() });
      act(() => {
        void manager.open(
          {
            key: 'lazy',
            title: '明细',
            kind: 'drawer',
            lazyComponent: () => Promise.resolve({ default: Note }),
          },
          '懒加载内容',
        );
      });
      expect(await screen.findByText('懒加载内容')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '明细' })).toBeInTheDocument();
    });

    it('shows the second part of a two-part panel only in double mode', () => {
      const manager = new LayerManager();
      render(<TwoPartPanel manager={manager} first="列表" second="详情" />, {
        wrapper: uiWrapper(),
      });
      expect(screen.queryByText('详情')).not.toBeInTheDocument();
      act(() => manager.setPanelMode('double'));
      expect(screen.getByText('详情')).toBeInTheDocument();
    });
  });
});
