import { z } from 'zod';
import { sysConfigData, switchInfoData, tileConfigData } from './sys';

/** Test hooks (under /api/__sandbox/, served only with SANDBOX_HOOKS=1). */
export const sandboxSmsData = z.object({
  mobile: z.string(),
  code: z.string(),
  type: z.string(),
  sentAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type SandboxSmsData = z.infer<typeof sandboxSmsData>;

export const sandboxClockBody = z.object({ days: z.coerce.number().int().min(0).max(3650) });
export type SandboxClockBody = z.infer<typeof sandboxClockBody>;
export const sandboxClockData = z.object({ offsetDays: z.number().int(), now: z.number().int() });
export type SandboxClockData = z.infer<typeof sandboxClockData>;

/** Partial replacement of the server settings (JSON body). */
export const sandboxSettingsBody = z.object({
  sysConfig: sysConfigData.partial().optional(),
  switches: switchInfoData.partial().optional(),
  grayTestRoutes: z.array(z.string().max(64)).max(50).optional(),
  tiles: tileConfigData.optional(),
  maintenance: z.boolean().optional(),
});
export type SandboxSettingsBody = z.infer<typeof sandboxSettingsBody>;
