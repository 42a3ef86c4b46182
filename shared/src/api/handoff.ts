import { z } from 'zod';
import { text } from './common';

/**
 * Hand-offs to a configured partner (ADR 050). A tile or menu item whose urlType is `url` opens a page
 * outside the app; the app never puts the session token in its URL. It asks `handoff/code` for the
 * target (the absolute URL it will open): a configured partner origin gets a one-time code bound to the
 * caller's session and to the target's origin and path; any other origin gets none (`code: null`) and
 * is opened without credentials.
 */
export const handoffTarget = z.string().min(1).max(1024);
export const handoffCodeBody = z.object({ target: handoffTarget });
export type HandoffCodeBody = z.infer<typeof handoffCodeBody>;
export const partnerHandoffData = z.object({ code: z.string().nullable() });
export type PartnerHandoffData = z.infer<typeof partnerHandoffData>;

/**
 * The partner's server redeems the code once, naming the target it was opened at (origin and path; a
 * query is ignored). It learns a user id of its own (the same user gets another id at another partner)
 * and the mobile masked, never a session token.
 */
export const handoffRedeemBody = z.object({ code: text(128), target: handoffTarget });
export type HandoffRedeemBody = z.infer<typeof handoffRedeemBody>;
export const handoffRedeemData = z.object({ partnerUserId: z.string(), mobile: z.string() });
export type HandoffRedeemData = z.infer<typeof handoffRedeemData>;
