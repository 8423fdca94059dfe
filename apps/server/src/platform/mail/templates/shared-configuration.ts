import { type Cents, type CountryCode, formatMoney } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { formatLongDate, marketOf } from './market';
import { priceLocation, type VehicleSummary, vehicleRows } from './vehicle';

/** The share dialog's SEND VIA EMAIL (spec 000 section 4 "Share flow"). */
export interface SharedConfigurationData {
  country: CountryCode;
  state?: string | null;
  /** The private link that restores the configuration: `{origin}/{market}/links/{linkKey}`. */
  linkUrl: string;
  vehicle: VehicleSummary;
  driveAwayPrice: Cents;
  /** When the link stops working; shown as a date in the market's zone. */
  expiresAt: Date;
}

export function renderSharedConfiguration(data: SharedConfigurationData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const expiry = formatLongDate(data.expiresAt, market);
  return renderEmail(
    {
      subject: 'Your LYRIQ configuration',
      preheader: `Your configured LYRIQ, ${formatMoney(data.driveAwayPrice)} drive-away. The link expires on ${expiry}.`,
      heading: 'Your configuration',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Here is the Cadillac LYRIQ you configured. Open the link to see it again, change it or continue to checkout.',
        },
        { kind: 'button', label: 'View your configuration', url: data.linkUrl },
        {
          kind: 'details',
          caption: 'Your LYRIQ summary',
          rows: [
            ...vehicleRows(data.vehicle),
            {
              label: 'Drive-away price',
              value: priceLocation(data.country, data.state),
              amount: formatMoney(data.driveAwayPrice),
              strong: true,
            },
          ],
        },
        { kind: 'paragraph', text: `This private link expires on ${expiry}.` },
        {
          kind: 'smallPrint',
          text: 'The drive-away price is an estimate for the location shown, calculated when you shared this configuration. It can change with your delivery address, customer type and current offers; the price at checkout applies.',
        },
      ],
    },
    market,
  );
}
