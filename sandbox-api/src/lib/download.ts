import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Sessions, UserRow } from './auth';
import { ACCOUNT_MESSAGES, SERVER_MESSAGE_STATUS } from './catalogue';

export interface Download {
  filename: string;
  pdf: () => Buffer;
}

/**
 * A GET that answers a PDF of the session's own data (the token header, as every call): 401 without a
 * session, 404 for what is not the user's, never cached. The page fetches it and offers the file, so the
 * token is never in a URL.
 */
export function registerPdfDownload(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: Pick<Sessions, 'userOfToken'>,
  path: string,
  notFound: string,
  find: (user: UserRow, params: Record<string, string | undefined>, query: Record<string, string | undefined>) => Download | undefined,
): void {
  app.get(path, (req, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
    const user = sessions.userOfToken(ctx, typeof req.headers.token === 'string' ? req.headers.token : undefined);
    if (!user) return reply.code(401).send({ status: 1008, message: ACCOUNT_MESSAGES[1008], data: null });
    const found = find(user, req.params as Record<string, string | undefined>, req.query as Record<string, string | undefined>);
    if (!found) return reply.code(404).send({ status: SERVER_MESSAGE_STATUS, message: notFound, data: null });
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${found.filename}"`).send(found.pdf());
  });
}
