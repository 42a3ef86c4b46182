import { TOAST_ERROR_MS, TOAST_LONG_FROM_CHARS, TOAST_LONG_MS, TOAST_MS } from '../constants';

export type ToastKind = 'info' | 'error';

/** Spec 9: error toasts 2000 ms; others 1500 ms, or 3000 ms for 15 or more characters. */
export function toastDuration(message: string, kind: ToastKind = 'info'): number {
  if (kind === 'error') return TOAST_ERROR_MS;
  return Array.from(message).length >= TOAST_LONG_FROM_CHARS ? TOAST_LONG_MS : TOAST_MS;
}
