import { z } from 'zod';
import { text } from './common';

/**
 * Query of the activation page (GET) and fields of its form (POST). The page is opened with a one-time
 * `code` (from `quota/activate/code`), never the session token (ADR 024); its form carries a code of
 * its own. A POST may still carry the session `token` in its body (a body never reaches an access log).
 */
export const activateQuery = z.object({
  returnUrl: z.string().max(1024).optional(),
  code: text(128).optional(),
  token: text(128).optional(),
});
export type ActivateQuery = z.infer<typeof activateQuery>;

/** `quota/activate/code` (sandbox): a one-time code, 60 s, that opens the activation page for this session (ADR 024). */
export const handoffCodeData = z.object({ code: z.string() });
export type HandoffCodeData = z.infer<typeof handoffCodeData>;
