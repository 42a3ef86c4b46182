import type { AgreementKey } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { deleteSetting, readSetting, writeSetting } from '../sys';

/** The content domain's data: complaints, and the agreement bodies a test hook replaced (kept in the settings table). */

export interface NewComplaint {
  complaintNo: string;
  category: string;
  content: string;
  /** The contact mobile (normalised), or null when none was given. */
  mobile: string | null;
  /** The filing user, or null for a visitor. */
  userId: number | null;
}

export function insertComplaint(ctx: AppContext, c: NewComplaint): void {
  ctx.db
    .prepare('INSERT INTO complaints (complaint_no, category, content, mobile, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(c.complaintNo, c.category, c.content, c.mobile, c.userId, ctx.clock.now());
}

const overrideKey = (key: AgreementKey) => `agreementOverride:${key}`;

/** The replacement body a test hook set for an agreement, or undefined (the seeded text applies). */
export const agreementOverrideOf = (ctx: AppContext, key: AgreementKey): string | undefined => readSetting(ctx, overrideKey(key));

/** Sets an agreement's replacement body; undefined restores the seeded text. */
export function setAgreementOverride(ctx: AppContext, key: AgreementKey, html: string | undefined): void {
  if (html === undefined) deleteSetting(ctx, overrideKey(key));
  else writeSetting(ctx, overrideKey(key), html);
}
