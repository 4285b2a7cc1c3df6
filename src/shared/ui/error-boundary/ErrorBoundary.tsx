import { Component, Fragment, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What shows instead of the part that threw while rendering (`error`); `retry` mounts the part again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
};
type State = { failed: boolean; error?: unknown; attempt: number };

/**
 * Keeps a render error inside the part that threw: React unmounts the whole app for an error no boundary catches.
 * The error itself is logged by the root's error hooks (src/app/bootstrap.tsx), with the route.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry, this.state.error);
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
