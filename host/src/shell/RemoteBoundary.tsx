import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import { reportError } from '../telemetry/stub';

interface Props {
  /** Which remote owns the content, for the report. */
  owner: string;
  onRetry: () => void;
  /** Changing it (a new route or attempt) clears a caught failure. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a remote page that fails to load or throws while rendering, so the shell (header,
 * tabs, other remotes) keeps working and the user gets a retry.
 */
export class RemoteBoundary extends Component<Props, { failedKey: string | null }> {
  state = { failedKey: null as string | null };

  static getDerivedStateFromError(): { failedKey: string } {
    return { failedKey: '__pending__' };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    // Only the remote and the message: no user data reaches the console.
    console.error(`[remote:${this.props.owner}] page failed: ${error.message}`, info.componentStack?.split('\n')[1] ?? '');
    // The field data (ADR 061) takes the error scrubbed, with the remote and its pinned release.
    reportError('remote-boundary', error, this.props.owner === 'host' ? null : this.props.owner);
  }

  render(): ReactNode {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '__pending__' || failedKey === this.props.resetKey)) {
      return <RemoteFallback onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
