import type { FastifyReply } from 'fastify';

/** The sandbox's own small pages (the quota activation page, the stand-in cashier): one shell, one escaper. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * These pages' URLs carry a secret (a token, a payment id): no Referer leaves them (nor the redirect that
 * follows a form), no other site frames them, no browser sniffs them into another type.
 */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('Referrer-Policy', 'no-referrer').header('X-Content-Type-Options', 'nosniff');
}

export function standAlonePage(reply: FastifyReply, title: string, body: string): FastifyReply {
  return privateAnswer(reply)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;margin:0;padding:24px;text-align:center}
.amt{font-size:32px;font-variant-numeric:tabular-nums;margin:16px 0}button,a.btn{display:block;width:100%;min-height:44px;font-size:17px;border:0;border-radius:22px;background:#1677ff;color:#fff;text-decoration:none;line-height:44px}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`);
}
