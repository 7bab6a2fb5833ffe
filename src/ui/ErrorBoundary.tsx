import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyErrorScreen } from './LazyErrorScreen';

interface Props {
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below it so staff see the error screen, never a white page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] render error', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  private readonly handleRetry = (): void => {
    window.location.reload();
  };

  override render(): ReactNode {
    if (this.state.error) {
      return <LazyErrorScreen detail={this.state.error.message} onRetry={this.handleRetry} />;
    }
    return this.props.children;
  }
}
