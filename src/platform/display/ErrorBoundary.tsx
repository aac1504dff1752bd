import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after one of them threw. */
  fallback: ReactNode;
  /** A new value (the next page's address) clears the failure and renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * React's error boundary (a class: hooks have none). The app root's: a page whose code failed to download
 * (offline, a deploy replaced the chunks) or that threw while rendering shows the fallback, not a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
