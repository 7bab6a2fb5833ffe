export { Button } from './Button';
export { CrossAppLink } from './CrossAppLink';
export { ErrorBoundary } from './ErrorBoundary';
export { ErrorIllustration } from './ErrorIllustration';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { EmptyState, ModulePage, type ModulePageProps } from './ModulePage';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Modal, type ModalProps } from './overlays/Modal';
export { Drawer, type DrawerProps } from './overlays/Drawer';
export { SidePopup, type SidePopupProps } from './overlays/SidePopup';
export { OVERLAY_DEFAULTS, ZOOM } from './overlays/overlayConstants';
export { useLayer } from './overlays/useLayer';
export { ImagePreviewer, type ImagePreviewerProps } from './previewer/ImagePreviewer';
export { IMAGE_EXTENSIONS, isImageName, type PreviewSource } from './previewer/previewItems';
export { IframeViewer, type IframeViewerProps, type IframeVariant } from './iframe/IframeViewer';
export { OverlayHost, type OverlayHostProps } from './OverlayHost';
export {
  openResource,
  type OpenResourceOptions,
  type ResourceHandlers,
} from './opener/openResource';
export { resolveResource, type ResourceAction } from './opener/resolveResource';
export { browserResourceHandlers } from './opener/browserResourceHandlers';
export {
  appResourceHandlers,
  type AppResourceDeps,
  type RemoteResourceProps,
} from './opener/appResourceHandlers';
export {
  LayerManager,
  layerManager,
  type LayerContentProps,
  type LayerDefinition,
  type LayerKind,
  type PanelMode,
} from './overlays/LayerManager';
export { LayerOutlet } from './overlays/LayerOutlet';
export { TwoPartPanel, type TwoPartPanelProps } from './overlays/TwoPartPanel';
