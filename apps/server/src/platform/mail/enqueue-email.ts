import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Db } from '../db';
import { type MailRefusal, mailRefusal } from './mail-policy';
import { renderTemplate, type TemplateData, type TemplateName } from './templates';

/** The caller's transaction (or the database itself, for an email that announces nothing else). */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EmailRequest<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData[T];
  /**
   * Makes the enqueue idempotent: a second request with the same key (a retried HTTP call, a repeated webhook)
   * writes nothing. Name the event, e.g. `order-confirmation:${orderId}`.
   */
  dedupeKey?: string;
  /** The customer the email is about (an order's customer), for their communication history and erasure. */
  customerId?: string | null;
}

export type EnqueuedEmail =
  | {
      id: string;
      /** False when an email with the same dedupe key already existed. */
      created: boolean;
      refused?: undefined;
    }
  /** Nothing written: the address's owner was erased, or a marketing email lacks their consent (mail-policy.ts). */
  | { id: undefined; created: false; refused: MailRefusal };

/** A plain address without display name, spaces or line breaks: what the forms' email rule lets through. */
const addressPattern = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;

/**
 * Writes an email into the outbox **in the caller's transaction**: it is committed with the record it announces
 * (an interest, an order) or not at all, and the outbox worker delivers it after the commit. The email is rendered
 * now, so what is sent is what the data said at this moment.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const order = await insertOrder(tx, …);
 *   await enqueueEmail(tx, { to: order.email, template: 'order-confirmation', data: {…},
 *     dedupeKey: `order-confirmation:${order.id}` });
 * });
 * ```
 * Throws for an address that is not a plain email address (callers validate input first; this is a bug guard).
 * Writes nothing (and says why in `refused`) for an address that must not be mailed (`mailRefusal`): the record it
 * announces is still committed.
 */
export async function enqueueEmail<T extends TemplateName>(
  tx: DbExecutor,
  request: EmailRequest<T>,
): Promise<EnqueuedEmail> {
  const to = request.to.trim();
  if (!addressPattern.test(to) || to.length > 254) {
    throw new Error(`enqueueEmail: "to" is not a plain email address (template ${request.template}).`);
  }
  const refused = await mailRefusal(tx, to, request.template);
  if (refused) return { id: undefined, created: false, refused };
  const rendered = renderTemplate(request.template, request.data);
  const [row] = await tx
    .insert(outbox)
    .values({
      toAddress: to,
      template: request.template,
      // A subject is one header line: a line break here would start another header.
      subject: rendered.subject.replace(/[\r\n]+/g, ' '),
      html: rendered.html,
      text: rendered.text,
      dedupeKey: request.dedupeKey ?? null,
      customerId: request.customerId ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.dedupeKey, request.dedupeKey ?? ''));
  if (!existing) throw new Error('enqueueEmail: the outbox row was neither written nor found.');
  return { id: existing.id, created: false };
}
