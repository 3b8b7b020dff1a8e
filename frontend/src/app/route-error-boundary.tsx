import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BootShellDone } from '../lib/boot-shell';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The router's error screen: any error while loading or rendering a page (a chunk that fails
 * to load after a deploy, a bug) shows 'Unexpected Application Error!' instead of a blank page.
 * Keyed by path in the app, so navigating away recovers.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Stride: a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <>
        <ErrorScreen />
        <BootShellDone />
      </>
    ) : (
      this.props.children
    );
  }
}
