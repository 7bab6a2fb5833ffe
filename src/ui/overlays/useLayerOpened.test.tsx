import { act, render } from '@testing-library/react';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { uiWrapper } from '../testing/uiWrapper';
import { layerManager } from './LayerManager';

describe('when a new layer opens over a double two-part panel', () => {
  afterEach(() => act(() => layerManager.setPanelMode('single')));

  it('a confirm dialog sets the panel back to single', () => {
    act(() => layerManager.setPanelMode('double'));
    render(
      <ConfirmDialog open title="删除？" onConfirm={jest.fn()} onCancel={jest.fn()}>
        删除后不可恢复
      </ConfirmDialog>,
      { wrapper: uiWrapper() },
    );
    expect(layerManager.panelMode).toBe('single');
  });

  it('a closed one leaves it double', () => {
    act(() => layerManager.setPanelMode('double'));
    render(
      <ConfirmDialog open={false} title="删除？" onConfirm={jest.fn()} onCancel={jest.fn()} />,
      { wrapper: uiWrapper() },
    );
    expect(layerManager.panelMode).toBe('double');
  });
});
