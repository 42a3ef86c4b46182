import type { QueryClient } from '@tanstack/react-query';

/**
 * The typed facade remotes use to talk to the shell (ARCHITECTURE.md "Run time" 5).
 * The host registers the real implementation at start-up; a remote running alone registers
 * a stand-in from its bootstrap. Remotes never render global overlays themselves.
 */

export interface AlertOptions {
  title?: string;
  content: string;
  confirmText?: string;
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
}

export interface ToastOptions {
  /** Error toasts last 2000 ms (spec 9); others 1500 ms, or 3000 ms for 15+ characters. */
  kind?: 'info' | 'error';
  /** Overrides the computed duration. */
  durationMs?: number;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** A hash path ('/login?x=1') or a route by its spec name with a query (what old login links name in redirect). */
export type NavigateTarget = string | { name: string; query?: Record<string, string> };

export interface ShellFacade {
  toast(message: string, options?: ToastOptions): void;
  /** One-button dialog; resolves when it closes. */
  alert(options: AlertOptions): Promise<void>;
  /** Two-button dialog; resolves true on confirm. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  showLoading(): void;
  hideLoading(): void;
  /** Pay overlay: "支付中" until `done` is called, then "支付完成". */
  payStart(): { done(): void; close(): void };
  /** Closes toast, dialogs and loading (the guard does this on every navigation, spec 4.2). */
  closeAll(): void;
  /** Hash-route navigation, e.g. navigate('/login') or navigate({ name: 'user' }). */
  navigate(to: NavigateTarget, options?: NavigateOptions): void;
  /** The route-specific back behaviour of spec 2.11 / 4.9. */
  back(): void;
  /** The one QueryClient of the data layer (ADR 008), for code outside React (the checks, a flow helper). */
  queryClient(): QueryClient;
}

let current: ShellFacade | null = null;

/** Called once by the host (or a remote's stand-alone bootstrap). */
export function registerShell(impl: ShellFacade): void {
  current = impl;
}

function impl(): ShellFacade {
  if (!current) throw new Error('shell facade used before the shell registered it');
  return current;
}

/** The facade every remote and shared module calls. Late-bound so registration order does not matter. */
export const shell: ShellFacade = {
  toast: (m, o) => impl().toast(m, o),
  alert: (o) => impl().alert(o),
  confirm: (o) => impl().confirm(o),
  showLoading: () => impl().showLoading(),
  hideLoading: () => impl().hideLoading(),
  payStart: () => impl().payStart(),
  closeAll: () => impl().closeAll(),
  navigate: (to, o) => impl().navigate(to, o),
  back: () => impl().back(),
  queryClient: () => impl().queryClient(),
};
