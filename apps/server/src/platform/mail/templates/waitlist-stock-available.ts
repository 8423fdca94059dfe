import type { CountryCode } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/** Sent once to a waitlist entry when staff add a unit of its configuration (issue 22, docs/back-office-stock.md). */
export interface WaitlistStockAvailableData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  /** The waitlist record's web key, shown as its reference. */
  reference: string;
  variantName: string;
  exteriorName: string;
  interiorName: string;
  /** The waitlisted page of the entry. */
  waitlistUrl: string;
}

export function renderWaitlistStockAvailable(data: WaitlistStockAvailableData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const vehicle = `LYRIQ ${data.variantName} in ${data.exteriorName} with ${data.interiorName}`;
  return renderEmail(
    {
      subject: 'A LYRIQ matching your waitlist request is in stock',
      preheader: `A ${vehicle} has arrived in stock.`,
      heading: 'Your LYRIQ is in stock',
      blocks: [
        {
          kind: 'paragraph',
          text: `Good news, ${data.firstName}: a ${vehicle}, the configuration you joined the waitlist for, is now in stock.`,
        },
        {
          kind: 'paragraph',
          text: `Vehicles are reserved in the order deposits arrive. Call us on ${market.phone} or reserve it online.`,
        },
        { kind: 'button', label: 'View your waitlist request', url: data.waitlistUrl },
        { kind: 'paragraph', text: `Waitlist reference ${data.reference}` },
      ],
    },
    market,
  );
}
