import { type Cents, type CountryCode, formatMoney } from '@showroom/domain';
import type { DetailRow } from './blocks';
import { type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';
import { priceLocation, type VehicleSummary, vehicleRows } from './vehicle';

/** Sent when a sold-out configuration joins the waitlist at checkout (spec 001 "Waitlist", spec 002 waitlisted page). */
export interface WaitlistConfirmationData {
  country: CountryCode;
  state?: string | null;
  firstName: string;
  /** The waitlist record's web key, shown as its reference. */
  reference: string;
  vehicle: VehicleSummary;
  driveAwayPrice?: Cents | null;
  /** The waitlisted thank-you page of this record. */
  waitlistUrl: string;
}

export function renderWaitlistConfirmation(data: WaitlistConfirmationData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const rows: DetailRow[] = vehicleRows(data.vehicle);
  if (data.driveAwayPrice !== null && data.driveAwayPrice !== undefined) {
    rows.push({
      label: 'Drive-away price',
      value: priceLocation(data.country, data.state),
      amount: formatMoney(data.driveAwayPrice),
      strong: true,
    });
  }
  rows.push({ label: 'Estimated delivery', value: 'Waitlisted' });
  return renderEmail(
    {
      subject: "You're on the waitlist for your LYRIQ",
      preheader: 'Your configuration is on the waitlist. No deposit has been taken.',
      heading: "You're on the waitlist",
      blocks: [
        {
          kind: 'paragraph',
          text: `${data.firstName ? `Thank you, ${data.firstName}.` : 'Thank you.'} Your LYRIQ configuration is on our waitlist. No deposit has been taken.`,
        },
        {
          kind: 'paragraph',
          text: 'When a vehicle that matches your configuration becomes available, a member of the Cadillac Sales Team will contact you to continue your order.',
        },
        { kind: 'button', label: 'View your waitlist request', url: data.waitlistUrl },
        { kind: 'details', caption: `Waitlist reference ${data.reference}`, rows },
      ],
    },
    market,
  );
}
