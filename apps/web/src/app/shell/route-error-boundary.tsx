import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorView } from './error-view';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The location's key: another page starts afresh, as the data router's boundaries did. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === null) return state.error === null ? null : { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorView kind="serverError" offerReload={isChunkLoadError(this.state.error)} />;
  }
}

/**
 * Render errors (and a failed lazy chunk after a new deploy) show the /pages/error-500 view in place,
 * keeping the URL so a reload retries the same page; leaving for another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
