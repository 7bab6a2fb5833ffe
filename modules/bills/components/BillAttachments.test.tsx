import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureDocumentPreview } from '@shell/navigation';
import { renderWithShell } from '@shell/testing';
import { OverlayHost } from '@shell/ui';
import type { Attachment } from '../types';
import { BillAttachments } from './BillAttachments';

const ATTACHMENTS: Attachment[] = [
  { id: 'p', fileName: '发票.pdf', url: '/__lab/files/p' },
  { id: 'a', fileName: '行程单.jpg', url: '/__lab/files/a' },
  { id: 'b', fileName: '酒店水单.png', url: 'https://cdn.example.com/b.png' },
];

function renderAttachments(
  onDownload = jest.fn((): Promise<Blob> => Promise.resolve(new Blob(['x']))),
) {
  const view = renderWithShell(
    <>
      <BillAttachments attachments={ATTACHMENTS} onDownload={onDownload} />
      <OverlayHost />
    </>,
    { locale: 'zh-CN' },
  );
  return { onDownload, user: userEvent.setup(), unmount: view.unmount };
}

describe('BillAttachments', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:fetched');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    configureDocumentPreview({ host: null, watermark: () => '' });
    jest.restoreAllMocks();
  });

  it('offers a preview only for images when no preview host is configured', () => {
    renderAttachments();
    expect(screen.queryByRole('button', { name: '预览 发票.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览 行程单.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预览 酒店水单.png' })).toBeInTheDocument();
    expect(screen.getAllByText(/^下载/)).toHaveLength(3);
  });

  it('opens a document at the preview address with the watermark, without fetching it', async () => {
    configureDocumentPreview({ host: 'https://preview.example', watermark: () => '李雷 E0001' });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { onDownload, user } = renderAttachments();
    await user.click(screen.getByRole('button', { name: '预览 发票.pdf' }));
    const address = new URL(String(open.mock.calls[0]?.[0]));
    expect(address.searchParams.get('name')).toBe('发票.pdf');
    expect(address.searchParams.get('watermark')).toBe('李雷 E0001');
    expect(onDownload).not.toHaveBeenCalled();
  });

  describe('when an image preview is opened', () => {
    it('fetches same-site images with the token, shows the clicked one and returns focus on Escape', async () => {
      const { onDownload, user, unmount } = renderAttachments();
      const opener = screen.getByRole('button', { name: '预览 酒店水单.png' });
      await user.click(opener);
      expect(onDownload).toHaveBeenCalledWith('/__lab/files/a');
      expect(onDownload).not.toHaveBeenCalledWith('https://cdn.example.com/b.png');
      expect(await screen.findByRole('dialog', { name: '酒店水单.png' })).toBeInTheDocument();
      expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/b.png');
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:fetched');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      unmount();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fetched');
    });

    it('keeps the address when the fetch fails, so the previewer shows its load error', async () => {
      const { user } = renderAttachments(
        jest.fn((): Promise<Blob> => Promise.reject(new Error('offline'))),
      );
      await user.click(screen.getByRole('button', { name: '预览 行程单.jpg' }));
      expect(await screen.findByRole('img')).toHaveAttribute('src', '/__lab/files/a');
    });
  });
});
