import type { LocalizedCatalogue } from '@shell/i18n';

export interface OverlayMessages {
  close: string;
  ok: string;
  cancel: string;
  working: string;
  fullScreen: string;
  exitFullScreen: string;
  resizeHandle: string;
  dragHandle: string;
}

export const overlayMessages: LocalizedCatalogue<OverlayMessages> = {
  'zh-CN': {
    close: '关闭',
    ok: '确定',
    cancel: '取消',
    working: '处理中…',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    resizeHandle: '调整宽度（左右方向键）',
    dragHandle: '拖动窗口（方向键移动）',
  },
  'en-US': {
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    working: 'Working…',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    resizeHandle: 'Resize width (left and right arrow keys)',
    dragHandle: 'Move the window (arrow keys)',
  },
};
