import type { AppContext } from '../../context';

// The opinion feedback users send (spec 7.7).

export function insertFeedback(ctx: AppContext, f: { feedbackNo: string; userId: number; type: string; content: string; mobile: string | null; at: number }): void {
  ctx.db
    .prepare('INSERT INTO opinion_feedback (feedback_no, user_id, type, content, mobile, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(f.feedbackNo, f.userId, f.type, f.content, f.mobile, f.at);
}
