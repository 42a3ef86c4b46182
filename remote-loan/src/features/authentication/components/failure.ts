import { ApiError, failureMessage, MESSAGES } from '@credit/shared';
import { expectedFailure } from '@credit/shared/ui';

/**
 * The line a form shows under itself after a refused or failed call, beside whatever the shell
 * toasted: the catalogue's message, else the server's own (40403 carries it), else the network
 * message. A failure is never silent on the form, and nothing typed is cleared.
 */
export function inlineFailure(failure: unknown): string {
  const error = expectedFailure(failure);
  return failureMessage(error) ?? (error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.network);
}
