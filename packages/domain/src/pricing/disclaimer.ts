import { australianStates } from '../market';
import type { DriveAwayCost, PricedLine } from './drive-away-types';
import type { IsoDate } from './iso-date';

/**
 * How the summary names each priced line in running text.
 * @example pricedLineLabels.localCTP // 'compulsory third party insurance'
 */
export const pricedLineLabels: Readonly<Record<PricedLine, string>> = {
  gst: 'GST',
  luxuryCarTax: 'luxury car tax',
  localStampDuty: 'stamp duty',
  localRegistrationCost: 'registration',
  localCTP: 'compulsory third party insurance',
  localPlateFee: 'plate fee',
  tyreStewardshipFee: 'tyre stewardship fee',
  roadUserChargers: 'road user charges',
};

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function longDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The assumptions text the summary shows under a drive-away price, naming the lines that are estimates.
 * @example
 * pricingDisclaimer(priceDriveAway(nswInputOn('2026-11-22')))
 * // 'Drive-away price for a private buyer registering the vehicle in New South Wales, priced on 22 November 2026
 * //  in Australian dollars including GST. It includes … Estimated: luxury car tax, stamp duty, registration, …'
 */
export function pricingDisclaimer(cost: DriveAwayCost): string {
  const sentences: string[] = [];
  const delivery = cost.homeDelivery > 0 ? ', and home delivery' : '';
  if (cost.country === 'AU') {
    const stateName = australianStates.find((s) => s.code === cost.state)?.name ?? cost.state;
    sentences.push(
      `Drive-away price for a ${cost.customerType.toLowerCase()} buyer registering the vehicle in ${stateName}, ` +
        `priced on ${longDate(cost.pricingDate)} in Australian dollars including GST.`,
      'It includes the vehicle, luxury car tax, stamp duty, 12 months’ registration, compulsory third party (CTP) ' +
        `insurance and the plate fee${delivery}.`,
      'CTP is priced for a rating-one driver aged 40 with a good driving record; registration and CTP assume the ' +
        'vehicle is garaged in the capital-city metropolitan area.',
    );
    const included = cost.includedInRegistration.map((line) => pricedLineLabels[line]);
    if (included.length > 0) sentences.push(`Registration includes ${listed(included)}.`);
  } else {
    sentences.push(
      `Drive-away price priced on ${longDate(cost.pricingDate)} in New Zealand dollars including GST.`,
      'It includes the vehicle, first registration with standard plates and a 12-month licence (including the ' +
        'ACC levy), the clean vehicle standard fee, the tyre stewardship fee and a 1,000 km road user charges ' +
        `licence${delivery}.`,
      'Registration is priced for a passenger electric vehicle, the same for private and business buyers; New ' +
        'Zealand has no separate compulsory third party insurance.',
    );
  }
  if (cost.estimates.length > 0) {
    const lines = listed(cost.estimates.map((estimate) => pricedLineLabels[estimate.line]));
    sentences.push(
      `Estimated: ${lines} — the charges for the pricing date are not yet published or could not be confirmed, ` +
        'so the best available figures are used. The final amounts are those charged at registration.',
    );
  } else {
    sentences.push('Government charges are at the rates in force on the pricing date.');
  }
  return sentences.join(' ');
}
