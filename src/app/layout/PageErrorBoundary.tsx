import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage';

/**
 * Catches a page that fails to render or whose code fails to load (most often offline) and shows
 * RouteErrorPage in its place; header and footer stay. The layout keys it by path, so following
 * a link from the error starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Page failed to load', error);
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
