import { z } from 'zod';
import { field } from './common';
import { sysConfigData, switchInfoData, tileConfigData } from './sys';
import { popupConfigData } from './market';
import { fenField } from './loan';

/** Test hooks (under /api/__sandbox/, served only with SANDBOX_HOOKS=1). */
export const sandboxSmsData = z.object({
  mobile: z.string(),
  code: z.string(),
  type: z.string(),
  sentAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type SandboxSmsData = z.infer<typeof sandboxSmsData>;

/** The clock hook moves the business clock at most this many days forward in total (then 1004). */
export const SANDBOX_CLOCK_MAX_DAYS = 3650;
export const sandboxClockBody = z.object({ days: z.coerce.number().int().min(0).max(SANDBOX_CLOCK_MAX_DAYS) });
export type SandboxClockBody = z.infer<typeof sandboxClockBody>;
export const sandboxClockData = z.object({ offsetDays: z.number().int(), now: z.number().int() });
export type SandboxClockData = z.infer<typeof sandboxClockData>;

export const sandboxWxAuthCodeBody = z.object({ authCode: field.wxAuthCode() });
export type SandboxWxAuthCodeBody = z.infer<typeof sandboxWxAuthCodeBody>;
export const sandboxWxAuthCodeData = z.object({ authCode: z.string() });
export type SandboxWxAuthCodeData = z.infer<typeof sandboxWxAuthCodeData>;

/** Partial replacement of the server settings (JSON body). */
export const sandboxSettingsBody = z.object({
  sysConfig: sysConfigData.partial().optional(),
  switches: switchInfoData.partial().optional(),
  grayTestRoutes: z.array(z.string().max(64)).max(50).optional(),
  tiles: tileConfigData.optional(),
  maintenance: z.boolean().optional(),
  /** The pop-up config (spec 7.7); null turns it off. */
  popup: popupConfigData.shape.popup.optional(),
  /** The card-info fetch answers 10010 while true. */
  cardInfoFails: z.boolean().optional(),
});
export type SandboxSettingsBody = z.infer<typeof sandboxSettingsBody>;

export const sandboxRewardBody = z.object({ mobile: field.mobile(), amountFen: fenField() });
export type SandboxRewardBody = z.infer<typeof sandboxRewardBody>;
export const sandboxBannerClicksData = z.object({ clicks: z.record(z.string(), z.number().int()) });
export type SandboxBannerClicksData = z.infer<typeof sandboxBannerClicksData>;
