import type { CountryCode } from '@showroom/domain';
import type { Block } from './blocks';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/**
 * A marketing email: news and offers from Cadillac (`cadillac-news`) or from one of its partners
 * (`partner-offer`). Sent only to a customer who switched the matching email flag on (mail-policy.ts), always with
 * the way to switch it off (the Data and privacy page), as the Spam Act 2003 (AU) and the Unsolicited Electronic
 * Messages Act 2007 (NZ) require.
 */
export interface MarketingNewsData {
  country: CountryCode;
  state?: string | null;
  firstName?: string | null;
  subject: string;
  headline: string;
  paragraphs: readonly string[];
  link?: { label: string; url: string };
  /** The partner's name, for `partner-offer`. */
  partnerName?: string;
  /** The customer's Data and privacy page, where the email can be switched off. */
  preferencesUrl: string;
}

function render(data: MarketingNewsData, from: string): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const blocks: Block[] = [
    { kind: 'paragraph', text: data.firstName ? `Hello ${data.firstName},` : 'Hello,' },
    ...data.paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
    ...(data.link ? [{ kind: 'button' as const, label: data.link.label, url: data.link.url }] : []),
    {
      kind: 'smallPrint',
      text: `You receive this email from ${from} because you asked for it in your Cadillac account. To stop it, switch it off on your Data and privacy page: ${data.preferencesUrl}`,
    },
  ];
  return renderEmail(
    { subject: data.subject, preheader: data.headline, heading: data.headline, blocks },
    market,
  );
}

export const renderCadillacNews = (data: MarketingNewsData) => render(data, 'Cadillac');

export const renderPartnerOffer = (data: MarketingNewsData) =>
  render(data, data.partnerName ? `${data.partnerName}, a Cadillac partner` : 'a Cadillac partner');
