export { buildPreviewUrl, type PreviewUrlOptions } from './buildPreviewUrl';
export {
  configureDocumentPreview,
  documentPreviewUrl,
  type DocumentPreviewSettings,
} from './documentPreview';
export { isSafeUrl } from './isSafeUrl';
export { openLink, type LinkTarget } from './openLink';
export { overlayBus, type OverlayEventName, type OverlayEvents } from './overlayBus';
export {
  PREVIOUS_PAGE_KEY,
  readPreviousPage,
  rememberPreviousPage,
  takePreviousPage,
} from './previousPage';
export { triggerDownload } from './triggerDownload';
export { UnknownOverlayKindError } from './UnknownOverlayKindError';
