import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiWrapper } from '../testing/uiWrapper';
import { IframeViewer, type IframeViewerProps } from './IframeViewer';
import { parseIframeRequest } from './parseIframeRequest';

function renderViewer(props: Partial<IframeViewerProps>, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const onClose = jest.fn();
  render(<IframeViewer open url="https://docs.example.com/a.html" onClose={onClose} {...props} />, {
    wrapper: uiWrapper(locale),
  });
  return { onClose, user: userEvent.setup() };
}

describe('IframeViewer', () => {
  it('frames remote HTML sandboxed to scripts only, with no referrer and a title', () => {
    renderViewer({ title: '报销制度.html', variant: 'chat' });
    const frame = screen.getByTitle('报销制度.html（外部内容）');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toMatch(
      /allow-same-origin|allow-top-navigation|allow-popups|allow-forms/,
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('dialog', { name: '报销制度.html' })).toBeInTheDocument();
  });

  it('refuses a javascript: address with a localized message instead of a frame', () => {
    renderViewer({ url: 'javascript:alert(1)' }, 'en-US');
    expect(screen.queryByTitle(/external content/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the address is not valid');
    expect(screen.getByRole('dialog', { name: 'Page content' })).toBeInTheDocument();
  });

  describe('when it is the approval-permission variant', () => {
    it('can hide its close button yet still closes on Escape', async () => {
      const { onClose, user } = renderViewer({ variant: 'approval', closable: false, width: 600 });
      expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toHaveStyle({ width: '600px' });
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a bus payload arrives', () => {
    it('keeps only known variants and well-typed fields', () => {
      expect(parseIframeRequest({ url: '/x', variant: 'evil', width: {} })).toEqual({
        url: '/x',
        title: undefined,
        variant: 'default',
        closable: undefined,
        width: undefined,
        height: undefined,
      });
      expect(parseIframeRequest({ title: 'no url' })).toBeNull();
      expect(parseIframeRequest('https://x')).toBeNull();
    });
  });
});
