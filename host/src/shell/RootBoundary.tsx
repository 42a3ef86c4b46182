import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '@credit/shared';
import { reportError } from '../telemetry/stub';

/** Back to the index on a fresh start: the state that crashed is not kept (the session is, in storage). */
export function reloadAtHome(): void {
  window.history.replaceState(null, '', '#/');
  window.location.reload();
}

interface Props {
  /** What the recovery button does; the real reload unless a test gives another. */
  onRecover?: () => void;
  children: ReactNode;
}

/**
 * The last line: a crash outside every page's own boundary (the header, the tab bar, an overlay, the
 * shell itself) shows a recovery screen instead of a blank app. Pages have `RemoteBoundary`, which
 * keeps the shell; here there is no shell left to keep, so the way out is a fresh start at the index.
 */
export class RootBoundary extends Component<Props, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Only the message and the nearest component: no user data reaches the console.
    console.error(`[shell] crashed: ${error.message}`, info.componentStack?.split('\n')[1] ?? '');
    // The field data (ADR 061) takes the error scrubbed, with the route the user was on.
    reportError('root-boundary', error);
  }

  render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return (
      <section className="state-page" data-testid="app-crashed" role="alert">
        <h2>页面出错了</h2>
        {/* Spec 8's general failure, as the error catalogue words it. */}
        <p>{ACCOUNT_MESSAGES[0]}</p>
        <button type="button" className="btn-primary" onClick={this.props.onRecover ?? reloadAtHome}>
          返回首页
        </button>
      </section>
    );
  }
}
