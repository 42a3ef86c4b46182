import { accountMessage, clientToastMessage, HttpError, isLoginAtom, sessionStore, shell, type ApiEnvelope } from '@credit/shared';

export type CallOutcome<T> =
  | { ok: true; data: T }
  /** `message` is what the page shows; null when the shell already toasted it (general codes). */
  | { ok: false; status: number; message: string | null }
  /** The network failed: the http client toasted the network message (MESSAGES.network); the form keeps its values. */
  | { ok: false; status: null; message: null };

/**
 * Runs one account call under the loading mask and turns its answer into what a page shows:
 * success data, the spec 8 account message of a failure (unless the shell toasted a general one),
 * or nothing more to say after a network failure.
 */
export async function callApi<T>(request: () => Promise<ApiEnvelope<T>>, options: { loading?: boolean } = {}): Promise<CallOutcome<T>> {
  const loading = options.loading !== false;
  if (loading) shell.showLoading();
  try {
    const result = await request();
    if (result.status === 1) return { ok: true, data: result.data as T };
    const toasted = clientToastMessage(result.status, result.message, !sessionStore.get(isLoginAtom)) !== null;
    // 2000 carries the provider's name, which only the server's wording has.
    const message = result.status === 2000 && result.message ? result.message : accountMessage(result.status, result.message);
    return { ok: false, status: result.status, message: toasted ? null : message };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, status: null, message: null };
    throw error;
  } finally {
    if (loading) shell.hideLoading();
  }
}
