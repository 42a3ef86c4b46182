/** Issue 28 (ADR 040), not in the spec: opinion feedback's bounds and types (zod-free: the pages import these). */
export const FEEDBACK_MIN_CHARS = 5;
export const FEEDBACK_MAX_CHARS = 300;
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_TITLES: Record<FeedbackType, string> = { suggestion: '功能建议', problem: '使用问题', other: '其他' };
