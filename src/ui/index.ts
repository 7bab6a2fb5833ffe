export { Button } from './Button';
export { ErrorBoundary } from './ErrorBoundary';
export { ErrorIllustration } from './ErrorIllustration';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { EmptyState, ModulePage, type ModulePageProps } from './ModulePage';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
