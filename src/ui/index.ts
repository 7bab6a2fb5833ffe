export {
  Button,
  buttonStyles,
  type ButtonLookProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './controls/Button';
export { ButtonLink, type ButtonLinkProps } from './controls/ButtonLink';
export { IconButton, type IconButtonProps } from './controls/IconButton';
export { Spinner } from './controls/Spinner';
export { Field, type FieldChromeProps, type FieldIds } from './controls/Field';
export { Input, TextField, type TextFieldProps } from './controls/TextField';
export { TextArea, type TextAreaProps } from './controls/TextArea';
export {
  MoneyField,
  NumberField,
  type MoneyFieldProps,
  type NumberFieldProps,
} from './controls/NumberField';
export { Select, type SelectOption, type SelectProps } from './controls/Select';
export { Combobox, type ComboboxProps } from './controls/Combobox';
export { Checkbox, type CheckboxProps } from './controls/Checkbox';
export { Switch, type SwitchProps } from './controls/Switch';
export { RadioGroup, type ChoiceOption, type RadioGroupProps } from './controls/RadioGroup';
export { SegmentedControl, type SegmentedControlProps } from './controls/SegmentedControl';
export { Tabs, type TabItem, type TabsProps } from './controls/Tabs';
export { TabNav, type TabNavItem } from './controls/TabNav';
export {
  DateInput,
  DateRangeInput,
  type DateRange,
  type DateRangeInputProps,
} from './controls/DateInput';
export { SearchField, type SearchFieldProps } from './controls/SearchField';
export { inputStyles } from './controls/inputStyles';
export { Page, type PageProps } from './layout/Page';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { ActionBar } from './layout/ActionBar';
export { Section, type SectionProps } from './layout/Section';
export { Grid, Stack, type StackProps } from './layout/Stack';
export { SpreadRow } from './layout/SpreadRow';
export { Card, CardMeta, Surface, type CardProps } from './layout/Card';
export { List, ListItem } from './layout/List';
export { ItemRow, ItemRowAmount, ItemRowHead, ItemRowNote } from './layout/ItemRow';
export { DataTable, type DataTableProps } from './data/DataTable';
export type { DataColumn, DataSelection, DataSort, SortDirection } from './data/DataTableTypes';
export { BulkBar } from './data/BulkBar';
export { Pagination, type PaginationProps } from './data/Pagination';
export { LoadMore, type LoadMoreProps } from './data/LoadMore';
export { PullToRefresh, type PullToRefreshProps } from './data/PullToRefresh';
export { StatusBadge, Tag, type Tone } from './data/StatusBadge';
export { Timeline, type TimelineItem } from './data/Timeline';
export { Stepper } from './data/Stepper';
export { Descriptions, type DescriptionItem } from './data/Descriptions';
export { useIsPhone, useMediaQuery } from './data/useMediaQuery';
export { useVisibleRows, visibleRange, type RowWindow } from './data/useVisibleRows';
export { pageWindow } from './data/pageWindow';
export { notices, NoticeStore, type Notice, type NoticeKind } from './feedback/noticeStore';
export { NoticeCentre } from './feedback/NoticeCentre';
export { errorNoticeText } from './feedback/errorNoticeText';
export { useErrorNotice, type ErrorNotice } from './feedback/useErrorNotice';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export {
  ActionSheet,
  BottomSheet,
  type BottomSheetProps,
  type SheetAction,
} from './feedback/BottomSheet';
export { Skeleton, SkeletonCards } from './feedback/Skeleton';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { LeaveGuard } from './feedback/LeaveGuard';
export {
  FrameContext,
  useFrame,
  useFramePage,
  type FrameApi,
  type FramePage,
} from './frame/FrameContext';
export { goBack, navigateInApp } from './frame/navigateInApp';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export { CrossAppLink } from './CrossAppLink';
export { ErrorBoundary } from './ErrorBoundary';
export { ErrorIllustration } from './ErrorIllustration';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Modal, type ModalProps } from './overlays/Modal';
export { Drawer, type DrawerProps } from './overlays/Drawer';
export { SidePopup, type SidePopupProps } from './overlays/SidePopup';
export { OVERLAY_DEFAULTS, ZOOM } from './overlays/overlayConstants';
export { LayerScope, type LayerScopeProps } from './overlays/LayerScope';
export { ImagePreviewer, type ImagePreviewerProps } from './previewer/ImagePreviewer';
export { IMAGE_EXTENSIONS, isImageName, type PreviewSource } from './previewer/previewItems';
export {
  canOpenFile,
  openFile,
  type OpenableFile,
  type OpenFileOptions,
} from './previewer/openFile';
export { IframeViewer, type IframeViewerProps, type IframeVariant } from './iframe/IframeViewer';
export { OverlayHost, type OverlayHostProps } from './OverlayHost';
export {
  openResource,
  type OpenResourceOptions,
  type ResourceHandlers,
} from './opener/openResource';
export { resolveResource, type ResourceAction } from './opener/resolveResource';
export { browserResourceHandlers } from './opener/browserResourceHandlers';
export { ResourceServicesContext, type ResourceServices } from './opener/ResourceServicesContext';
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
export { ResourceButtons, type ResourceButtonsProps } from './opener/ResourceButtons';
export { parseResources, type Resource } from './opener/parseResources';
