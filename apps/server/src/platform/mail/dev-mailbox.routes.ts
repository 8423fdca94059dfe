import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { outbox } from '../../db/schema';
import type { Db } from '../db';
import { mailboxListPage, mailboxMessagePage } from './dev-mailbox.page';
import { mailboxAccess } from './dev-mailbox-access';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The email's own HTML is served with a policy of its own: no script, no network, no same-origin access
 * (CSP `sandbox`), only its inline styles; only our own pages may frame it.
 */
const emailPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox allow-popups allow-top-navigation-by-user-activation";

function privatePage(reply: FastifyReply): FastifyReply {
  // The pages show reset links and personal data: never cached, never indexed, never sent on as a referrer.
  return reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer');
}

/**
 * GET /__dev/mailbox: what the shop has emailed, for development and for the embedded shop without SMTP
 * (registered only when DEV_MAILBOX is on; see env.ts). Read-only; every value is escaped. Only the operator gets
 * in: from this machine, with the token printed at start-up (dev-mailbox-access.ts).
 */
export function devMailboxRoutes(deps: { db: Db; from: string; token: string }) {
  const find = async (id: string) => {
    if (!uuidPattern.test(id)) return undefined;
    const [row] = await deps.db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  };
  const notFound = (reply: FastifyReply) =>
    privatePage(reply).code(404).type('text/plain; charset=utf-8').send('No such message.');

  return async (app: FastifyInstance) => {
    app.addHook('onRequest', mailboxAccess(deps.token));
    app.get('/__dev/mailbox', async (_request, reply) => {
      const rows = await deps.db
        .select({
          id: outbox.id,
          toAddress: outbox.toAddress,
          subject: outbox.subject,
          template: outbox.template,
          status: outbox.status,
          attempts: outbox.attempts,
          createdAt: outbox.createdAt,
          deliveredAt: outbox.deliveredAt,
          lastError: outbox.lastError,
        })
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(200);
      return privatePage(reply).type('text/html; charset=utf-8').send(mailboxListPage(rows, deps.from));
    });

    app.get<{ Params: { id: string } }>('/__dev/mailbox/:id', async (request, reply) => {
      const message = await find(request.params.id);
      if (!message) return notFound(reply);
      return privatePage(reply).type('text/html; charset=utf-8').send(mailboxMessagePage(message, deps.from));
    });

    app.get<{ Params: { id: string } }>('/__dev/mailbox/:id/html', async (request, reply) => {
      const message = await find(request.params.id);
      if (!message) return notFound(reply);
      return privatePage(reply)
        .header('content-security-policy', emailPolicy)
        .type('text/html; charset=utf-8')
        .send(message.html);
    });

    app.get<{ Params: { id: string; index: string } }>(
      '/__dev/mailbox/:id/attachments/:index',
      async (request, reply) => {
        const message = await find(request.params.id);
        const file = /^\d{1,2}$/.test(request.params.index)
          ? message?.attachments[Number(request.params.index)]
          : undefined;
        if (!file) return notFound(reply);
        // Always a download, never rendered here; the name is ours, but quotes and line breaks are still removed.
        const filename = file.filename.replace(/["\r\n\\]/g, '');
        return privatePage(reply)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .type(file.contentType)
          .send(file.content);
      },
    );

    app.get<{ Params: { id: string } }>('/__dev/mailbox/:id/text', async (request, reply) => {
      const message = await find(request.params.id);
      if (!message) return notFound(reply);
      return privatePage(reply).type('text/plain; charset=utf-8').send(message.text);
    });
  };
}
