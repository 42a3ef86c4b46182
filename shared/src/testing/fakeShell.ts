import { createQueryClient } from '../data/queryClient';
import { registerShell } from '../shell/facade';
import type { AlertOptions, ConfirmOptions, NavigateOptions, NavigateTarget, ShellFacade, ToastOptions } from '../shell/facade';

/** A recording shell for unit tests (not exported from the package entry). */
export interface FakeShell extends ShellFacade {
  toasts: Array<{ message: string; options?: ToastOptions }>;
  alerts: AlertOptions[];
  confirms: ConfirmOptions[];
  navigations: Array<{ to: NavigateTarget; options?: NavigateOptions }>;
  /** What confirm() answers. */
  confirmAnswer: boolean;
}

export function installFakeShell(): FakeShell {
  const fake: FakeShell = {
    toasts: [],
    alerts: [],
    confirms: [],
    navigations: [],
    confirmAnswer: true,
    toast: (message, options) => void fake.toasts.push({ message, options }),
    alert: async (o) => void fake.alerts.push(o),
    confirm: async (o) => {
      fake.confirms.push(o);
      return fake.confirmAnswer;
    },
    showLoading: () => {},
    hideLoading: () => {},
    payStart: () => ({ done: () => {}, close: () => {} }),
    closeAll: () => {},
    navigate: (to, options) => void fake.navigations.push({ to, options }),
    back: () => {},
    queryClient: () => queryClient,
  };
  const queryClient = createQueryClient();
  registerShell(fake);
  return fake;
}
