import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Locale } from '@shell/i18n';
import { uiWrapper } from '../testing/uiWrapper';
import { ImagePreviewer } from './ImagePreviewer';
import type { PreviewSource } from './previewItems';

const IMAGES: PreviewSource[] = [
  '/files/a.png',
  { url: '/files/b', name: '行程单.jpg' },
  '/files/c.jpg',
];

function Harness(props: { images?: PreviewSource[]; index?: number; onDownload?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        查看附件
      </button>
      <ImagePreviewer
        open={open}
        images={props.images ?? IMAGES}
        index={props.index}
        onDownload={props.onDownload}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function openPreviewer(props: Parameters<typeof Harness>[0] = {}, locale: Locale = 'zh-CN') {
  render(<Harness {...props} />, { wrapper: uiWrapper(locale) });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '查看附件' }));
  return user;
}

const image = () => screen.getByRole('img');
const states = () => screen.getAllByRole('status').map((node) => node.textContent);

describe('ImagePreviewer', () => {
  it('shows the first image, its title, the desktop hint and the index 1 / 3', async () => {
    await openPreviewer();
    expect(screen.getByRole('dialog', { name: 'a.png' })).toHaveAttribute('aria-modal', 'true');
    expect(image()).toHaveAttribute('src', '/files/a.png');
    expect(screen.getByText('右键点击图片可下载')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('第 1 张，共 3 张')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上一张/ })).not.toBeInTheDocument();
  });

  describe('when driven by the keyboard alone', () => {
    it('zooms with + and -, rotates with R and Shift+R, and moves with the arrows', async () => {
      const user = await openPreviewer();
      await user.keyboard('++');
      expect(states()).toContain('140%缩放 140%，旋转 0°');
      await user.keyboard('r');
      expect(image().style.transform).toContain('scale(1.4) rotate(90deg)');
      await user.keyboard('{Shift>}R{/Shift}{Shift>}R{/Shift}');
      expect(image().style.transform).toContain('rotate(270deg)');
      await user.keyboard('-');
      expect(image().style.transform).toContain('scale(1.2)');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByText('2 / 3')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '行程单.jpg' })).toBeInTheDocument();
      expect(image().style.transform).toContain('scale(1) rotate(0deg)');
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByText('1 / 3')).toBeInTheDocument();
    });

    it('hides next on the last image and keeps focus inside the previewer', async () => {
      const user = await openPreviewer({ index: 1 });
      const next = screen.getByRole('button', { name: /下一张/ });
      next.focus();
      await user.keyboard('{Enter}');
      expect(screen.getByText('3 / 3')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /下一张/ })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    });

    it('stops zooming out at 30 %', async () => {
      const user = await openPreviewer();
      await user.keyboard('----------');
      expect(image().style.transform).toContain('scale(0.3)');
      expect(screen.getByRole('button', { name: '缩小' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('closes on Escape and gives focus back to the opener', async () => {
      const user = await openPreviewer();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '查看附件' })).toHaveFocus();
    });
  });

  it('zooms in on a wheel turn up, up to the maximum of 6', async () => {
    await openPreviewer();
    const stage = screen.getByTestId('preview-stage');
    for (let turn = 0; turn < 40; turn += 1) fireEvent.wheel(stage, { deltaY: -100 });
    expect(image().style.transform).toContain('scale(6)');
  });

  it('does not close on a background click, since mask-close is off by default', async () => {
    await openPreviewer();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks the application to download the current address', async () => {
    const onDownload = jest.fn();
    const user = await openPreviewer({ onDownload, index: 2 });
    await user.click(screen.getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledWith('/files/c.jpg', 'c.jpg');
  });

  it('shows the localized load error instead of a blank when the image is broken', async () => {
    await openPreviewer();
    fireEvent.error(image());
    expect(screen.getByRole('alert')).toHaveTextContent('图片加载失败...');
  });

  it('shows a placeholder for a file that is not an image', async () => {
    await openPreviewer({ images: [{ url: '/files/x', name: '合同.pdf' }, '/files/'] });
    expect(screen.getByRole('img', { name: '此文件无法预览' })).toHaveTextContent('合同.pdf');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: '此文件无法预览' })).toHaveTextContent(
      '此文件没有文件名',
    );
  });

  describe('in English', () => {
    it('labels every control and announces the index for screen readers', async () => {
      await openPreviewer({}, 'en-US');
      for (const name of ['Rotate left', 'Zoom out', 'Zoom in', 'Rotate right', 'Download']) {
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      }
      expect(screen.getByRole('button', { name: 'Close preview' })).toBeInTheDocument();
      expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
      expect(screen.getByText('Right-click the image to download it')).toBeInTheDocument();
      fireEvent.error(image());
      expect(screen.getByRole('alert')).toHaveTextContent('Image failed to load...');
    });
  });
});
