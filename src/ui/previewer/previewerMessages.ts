import type { LocalizedCatalogue } from '@shell/i18n';

export interface PreviewerMessages {
  dialog: string;
  hintDesktop: string;
  hintTouch: string;
  close: string;
  previous: string;
  next: string;
  rotateLeft: string;
  rotateRight: string;
  zoomIn: string;
  zoomOut: string;
  download: string;
  counter: (index: number, total: number) => string;
  state: (percent: number, rotation: number) => string;
  loadError: string;
  noFileName: string;
  cannotPreview: string;
  keys: string;
  empty: string;
}

export const previewerMessages: LocalizedCatalogue<PreviewerMessages> = {
  'zh-CN': {
    dialog: '图片预览',
    hintDesktop: '右键点击图片可下载',
    hintTouch: '长按图片可保存',
    close: '关闭预览',
    previous: '上一张',
    next: '下一张',
    rotateLeft: '向左旋转',
    rotateRight: '向右旋转',
    zoomIn: '放大',
    zoomOut: '缩小',
    download: '下载',
    counter: (index, total) => `第 ${index} 张，共 ${total} 张`,
    state: (percent, rotation) => `缩放 ${percent}%，旋转 ${rotation}°`,
    loadError: '图片加载失败...',
    noFileName: '此文件没有文件名',
    cannotPreview: '此文件无法预览',
    keys: '左右方向键切换，+ / - 缩放，R 向右旋转，Shift+R 向左旋转，Esc 关闭',
    empty: '没有可预览的图片',
  },
  'en-US': {
    dialog: 'Image preview',
    hintDesktop: 'Right-click the image to download it',
    hintTouch: 'Long-press the image to save it',
    close: 'Close preview',
    previous: 'Previous image',
    next: 'Next image',
    rotateLeft: 'Rotate left',
    rotateRight: 'Rotate right',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    download: 'Download',
    counter: (index, total) => `Image ${index} of ${total}`,
    state: (percent, rotation) => `Zoom ${percent}%, rotated ${rotation}°`,
    loadError: 'Image failed to load...',
    noFileName: 'This file has no file name',
    cannotPreview: 'This file cannot be previewed',
    keys: 'Left and right arrows switch images, + / - zoom, R rotates right, Shift+R left, Esc closes',
    empty: 'No images to preview',
  },
};
