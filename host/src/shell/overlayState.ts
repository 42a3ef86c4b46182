import { atom } from 'jotai';
import { sessionStore, toastDuration, type AlertOptions, type ConfirmOptions, type ToastOptions } from '@credit/shared';

/** What the overlays show. Host-only atoms, kept in the one store so the facade can drive them. */
export interface ToastState {
  id: number;
  message: string;
}
export interface DialogState {
  id: number;
  title?: string;
  content: string;
  confirmText: string;
  /** Absent for a one-button dialog. */
  cancelText?: string;
  resolve: (confirmed: boolean) => void;
}
export type PayState = 'paying' | 'done' | null;

export const toastAtom = atom<ToastState | null>(null);
export const dialogAtom = atom<DialogState | null>(null);
/** A counter, so overlapping loads do not hide each other's mask. */
export const loadingCountAtom = atom(0);
export const payAtom = atom<PayState>(null);

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string, options: ToastOptions = {}): void {
  const id = nextId++;
  sessionStore.set(toastAtom, { id, message });
  clearTimeout(toastTimer);
  const ms = options.durationMs ?? toastDuration(message, options.kind ?? 'info');
  toastTimer = setTimeout(() => {
    if (sessionStore.get(toastAtom)?.id === id) sessionStore.set(toastAtom, null);
  }, ms);
}

function openDialog(options: Omit<DialogState, 'id' | 'resolve'>): Promise<boolean> {
  // A dialog replaced by a newer one counts as dismissed.
  sessionStore.get(dialogAtom)?.resolve(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    sessionStore.set(dialogAtom, {
      ...options,
      id,
      resolve: (confirmed) => {
        if (sessionStore.get(dialogAtom)?.id === id) sessionStore.set(dialogAtom, null);
        resolve(confirmed);
      },
    });
  });
}

export async function showAlert(options: AlertOptions): Promise<void> {
  await openDialog({ title: options.title, content: options.content, confirmText: options.confirmText ?? '我知道了' });
}

export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return openDialog({
    title: options.title,
    content: options.content,
    confirmText: options.confirmText ?? '确定',
    cancelText: options.cancelText ?? '取消',
  });
}

export function showLoading(): void {
  sessionStore.set(loadingCountAtom, (n) => n + 1);
}

export function hideLoading(): void {
  sessionStore.set(loadingCountAtom, (n) => Math.max(0, n - 1));
}

/** How long "支付完成" stays before the pay overlay closes itself. */
export const PAY_DONE_MS = 1_500;

export function payStart(): { done(): void; close(): void } {
  sessionStore.set(payAtom, 'paying');
  return {
    done() {
      sessionStore.set(payAtom, 'done');
      setTimeout(() => sessionStore.set(payAtom, null), PAY_DONE_MS);
    },
    close() {
      sessionStore.set(payAtom, null);
    },
  };
}

/** Spec 4.2: every navigation closes toast, alert and loading. */
export function closeAll(): void {
  clearTimeout(toastTimer);
  sessionStore.set(toastAtom, null);
  sessionStore.get(dialogAtom)?.resolve(false);
  sessionStore.set(dialogAtom, null);
  sessionStore.set(loadingCountAtom, 0);
}
