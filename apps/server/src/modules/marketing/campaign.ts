import { marketOf } from '@showroom/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { customers } from '../../db/schema';
import type { Db } from '../../platform/db';
import { enqueueEmail, templateAudiences } from '../../platform/mail';

/** A campaign as the operator writes it (a JSON file): what every consenting customer receives. */
export const Campaign = z.strictObject({
  /** Names the campaign: a second run with the same id sends nobody a second copy. */
  id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,60}$/, 'Use letters, digits, - and _ (at most 60).'),
  template: z.enum(['cadillac-news', 'partner-offer']),
  subject: z.string().trim().min(1).max(120),
  headline: z.string().trim().min(1).max(120),
  paragraphs: z.array(z.string().trim().min(1).max(2000)).min(1).max(10),
  link: z
    .strictObject({ label: z.string().trim().min(1).max(40), url: z.url({ protocol: /^https?$/ }) })
    .optional(),
  partnerName: z.string().trim().min(1).max(80).optional(),
  /** Only customers of this country; both when left out. */
  country: z.enum(['AU', 'NZ']).optional(),
});
export type Campaign = z.infer<typeof Campaign>;

/**
 * Queues a marketing campaign for every signed-up customer who switched its flag on (Cadillac news: Cadillac
 * emails; a partner offer: partner emails), each with the link to their Data and privacy page to switch it off.
 * The outbox checks the flag again before sending. Returns how many emails were queued.
 */
export async function queueCampaign(db: Db, publicOrigin: string, campaign: Campaign): Promise<number> {
  const flag = templateAudiences[campaign.template];
  const audience = await db
    .select({
      id: customers.id,
      email: customers.email,
      country: customers.country,
      firstName: customers.firstName,
    })
    .from(customers)
    .where(
      and(
        eq(customers[flag], true),
        isNotNull(customers.issuer),
        isNull(customers.erasedAt),
        campaign.country ? eq(customers.country, campaign.country) : undefined,
      ),
    );
  let queued = 0;
  for (const customer of audience) {
    const { created } = await enqueueEmail(db, {
      to: customer.email,
      customerId: customer.id,
      template: campaign.template,
      dedupeKey: `${campaign.template}:${campaign.id}:${customer.id}`,
      data: {
        country: customer.country,
        firstName: customer.firstName || null,
        subject: campaign.subject,
        headline: campaign.headline,
        paragraphs: campaign.paragraphs,
        ...(campaign.link ? { link: campaign.link } : {}),
        ...(campaign.partnerName ? { partnerName: campaign.partnerName } : {}),
        preferencesUrl: `${publicOrigin}/${marketOf(customer.country)}/data-privacy`,
      },
    });
    if (created) queued += 1;
  }
  return queued;
}
