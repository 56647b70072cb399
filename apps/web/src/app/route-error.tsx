import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { markPrerenderedPageReady } from './prerendered-page-ready';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * A page's code failed to load (often a deploy replaced the hashed chunks) or a page crashed.
 * Navigating elsewhere (a new resetKey) clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    // A prerendered page whose code failed must still let its Reload button be used.
    markPrerenderedPageReady();
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="td-full-page-spin" id="main">
        <div className="td-empty-state" role="alert">
          <h1 className="td-page-title">Something went wrong</h1>
          <p className="td-empty-state__text">This page could not be shown. Reloading usually fixes it.</p>
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </main>
    );
  }
}
