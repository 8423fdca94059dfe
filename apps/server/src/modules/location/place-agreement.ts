import { australianStateCode, type CountryCode } from '@showroom/domain';
import type { DeliveryFigures } from './centre-choice';

/** The fields of a request that name a delivery place, for the message of a place that does not add up. */
export interface PlaceFields {
  postcode: string;
  suburb: string;
  /** Where a state sent beside the postcode is named; the postcode when the request has no such field. */
  state?: string | undefined;
}

/** A delivery place as the address provider verified it (the state is a code in Australia, the region in NZ). */
export interface VerifiedPlace {
  suburb: string;
  state: string;
  postcode: string;
}

/** Home delivery's figures and the place they were measured to; no place when the provider could not find it. */
export interface VerifiedDelivery {
  figures: DeliveryFigures;
  place: VerifiedPlace | undefined;
}

/** Where the fields are named as get-delivery-price names them. */
export const deliveryRouteFields: PlaceFields = { postcode: 'DeliveryPostcode', suburb: 'DeliverySuburb' };

/**
 * Whether the place the client named agrees with the locality the address provider verified: the postcode must be
 * the locality's, the suburb (when given) its name, and (in Australia) the state its state. Prices come from the
 * verified locality, so a suburb typed next to another town's postcode must not choose the fee (issue 15.4).
 * Returns the field at fault and why, or undefined when they agree or the provider left a part out.
 */
export function placeDisagreement(
  country: CountryCode,
  sent: { suburb?: string | null | undefined; state?: string | null | undefined; postcode?: string | null },
  found: { suburb: string; state: string; postcode: string },
  fields: PlaceFields,
): { field: string; message: string } | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const postcode = sent.postcode?.trim();
  const suburb = sent.suburb?.trim();
  if (postcode && found.postcode && postcode !== found.postcode) {
    return suburb
      ? { field: fields.suburb, message: `${suburb} is not in postcode ${postcode}.` }
      : { field: fields.postcode, message: `Postcode ${postcode} could not be found.` };
  }
  const state = sent.state?.trim();
  if (country === 'AU' && state && found.state && australianStateCode(state) !== found.state) {
    return {
      field: fields.state ?? fields.postcode,
      message: `Postcode ${postcode ?? found.postcode} is in ${found.state}, not ${state}.`,
    };
  }
  if (suburb && found.suburb && postcode && !same(suburb, found.suburb)) {
    return { field: fields.suburb, message: `${suburb} is not in postcode ${postcode}.` };
  }
  return undefined;
}
