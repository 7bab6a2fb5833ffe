import { act, render, screen } from '@testing-library/react';
import { overlayBus } from '@shell/navigation';
import { browserResourceHandlers } from './opener/browserResourceHandlers';
import { openResource } from './opener/openResource';
import { OverlayHost } from './OverlayHost';
import { uiWrapper } from './testing/uiWrapper';

describe('OverlayHost', () => {
  it('opens the previewer on the system event at the given image', () => {
    render(<OverlayHost />, { wrapper: uiWrapper() });
    act(() => {
      overlayBus.emit('imagePreview:open', { images: ['/a.png', '/b.png'], index: 1 });
    });
    expect(screen.getByRole('dialog', { name: 'b.png' })).toBeInTheDocument();
    act(() => {
      overlayBus.emit('imagePreview:close', undefined);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the previewer when the browser goes back', () => {
    render(<OverlayHost />, { wrapper: uiWrapper() });
    act(() => {
      overlayBus.emit('imagePreview:open', { images: ['/a.png'], index: 0 });
    });
    expect(screen.getByRole('dialog', { name: 'a.png' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads through the opener’s own download when the event carries one', () => {
    const download = jest.fn();
    render(<OverlayHost onDownload={jest.fn()} />, { wrapper: uiWrapper() });
    act(() => {
      overlayBus.emit('imagePreview:open', { images: ['/a.png'], onDownload: download });
    });
    act(() => screen.getByRole('button', { name: /下载/ }).click());
    expect(download).toHaveBeenCalledWith('/a.png', 'a.png');
  });

  it('ignores a malformed preview event instead of crashing', () => {
    render(<OverlayHost />, { wrapper: uiWrapper() });
    act(() => {
      overlayBus.emit('imagePreview:open', { images: 'nope' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('when an IFRAME resource is opened with the browser handlers', () => {
    it('shows it in the sandboxed viewer and hides it on the close event', () => {
      render(<OverlayHost />, { wrapper: uiWrapper('en-US') });
      const showError = jest.fn();
      act(() => {
        openResource(
          { sourceType: 'IFRAME', url: 'https://x.example/p', title: 'Trip' },
          { isPC: true, locale: 'en-US' },
          browserResourceHandlers(showError),
        );
      });
      expect(screen.getByTitle('Trip (external content)')).toHaveAttribute(
        'sandbox',
        'allow-scripts',
      );
      act(() => {
        overlayBus.emit('iframeViewer:close', undefined);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(showError).not.toHaveBeenCalled();
    });
  });

  it('reports a SLIDE resource the application has not plugged in', () => {
    const showError = jest.fn();
    openResource(
      { sourceType: 'SLIDE' },
      { isPC: true, locale: 'zh-CN' },
      browserResourceHandlers(showError),
    );
    expect(showError).toHaveBeenCalledWith('无法打开此资源，请稍后重试');
  });
});
