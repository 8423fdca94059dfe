import type { CountryCode } from '../market';
import { type Cents, cents } from '../money';
import type { DeliveryErrorCode } from './delivery-fee';
import { homeDeliveryRefusal, outOfState } from './home-delivery-rules';
import { deliveryMessages, stateMismatchMessage } from './messages';

/*
 * The visitor's delivery choice in the 'TAKING DELIVERY' section (spec 000 sections 3, 4 and 5): which
 * Experience Centre, pick up or home delivery, and an optional different delivery address with its own quote.
 */

export type DeliveryChoice = 'Pickup' | 'HomeDelivery';

/** An address as the address search returns it. */
export interface DeliveryAddress {
  fullAddress: string;
  suburb: string;
  state: string;
  postcode: string;
}

/** Home delivery to an address priced from a centre: free of charge and 0 km when not offered or unknown. */
export interface DeliveryQuote {
  deliveryAvailable: boolean;
  deliveryPrice: Cents;
  distance: number;
  deliveryPriceErrorCode: DeliveryErrorCode;
}

/** An Experience Centre as offered for the primary address, with home delivery priced from it. */
export interface PickupPoint extends DeliveryQuote {
  name: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  pickupAvailable: boolean;
  /** The centre has not opened yet (shown to the visitor; it offers neither pick-up nor delivery). */
  openingSoon?: boolean;
}

export interface DeliverySelection {
  primary: DeliveryAddress | null;
  /** The primary address was refused (wrong state, or the server could not use it). */
  invalidPrimaryAddress: boolean;
  locations: PickupPoint[];
  pickupLocationName: string | null;
  option: DeliveryChoice | null;
  differentAddress: boolean;
  deliveryAddress: DeliveryAddress | null;
  /** Home delivery to `deliveryAddress`, once priced. */
  deliveryAddressQuote: DeliveryQuote | null;
}

export const emptyDeliverySelection: DeliverySelection = {
  primary: null,
  invalidPrimaryAddress: false,
  locations: [],
  pickupLocationName: null,
  option: null,
  differentAddress: false,
  deliveryAddress: null,
  deliveryAddressQuote: null,
};

/**
 * A centre farther than this by road from the primary address is not chosen for pick-up by default, and choosing
 * it asks first (issue 33, audit 000 D7: a Melbourne shopper was silently set to collect in Sydney, 887 km away).
 * About a return day's drive; a distance of 0 means unknown and counts as near.
 */
export const farPickupKm = 250;

/** Whether collecting from this centre means a long journey, so the visitor is asked before it is chosen. */
export function isFarPickup(location: Pick<PickupPoint, 'distance'> | undefined): boolean {
  return (location?.distance ?? 0) > farPickupKm;
}

/**
 * The selection once the centres for a new primary address arrive (spec 000 section 4, "Delivery"): the first
 * location (the nearest that dispatches) is selected; the option is Pickup when it is available there and the
 * centre is not far away, else HomeDelivery when delivery is offered from it, else none (a departure from the
 * spec's 'Pickup if available', decision 0041).
 */
export function withPickupLocations(
  selection: DeliverySelection,
  locations: PickupPoint[],
): DeliverySelection {
  const first = locations[0];
  const option: DeliveryChoice | null =
    first?.pickupAvailable && !isFarPickup(first)
      ? 'Pickup'
      : first?.deliveryAvailable
        ? 'HomeDelivery'
        : null;
  return { ...selection, locations, pickupLocationName: first?.name ?? null, option };
}

/** The chosen Experience Centre, if any. */
export function selectedLocation(selection: DeliverySelection): PickupPoint | undefined {
  return selection.locations.find((location) => location.name === selection.pickupLocationName);
}

/** What the drive-away price needs of the delivery: option, where to, its price and distance. */
export interface EffectiveDelivery extends DeliveryQuote {
  option: DeliveryChoice;
  postcode: string;
  suburb: string;
}

/**
 * The delivery the price is computed for. Pick up means distance 0 and no fee (spec 000 section 3); home
 * delivery goes to the different address when ticked, else to the primary address, priced from the chosen
 * centre. Undefined while no option is chosen or the address it needs is missing.
 */
export function effectiveDelivery(selection: DeliverySelection): EffectiveDelivery | undefined {
  const { primary, option } = selection;
  if (!primary || !option || selection.invalidPrimaryAddress) return undefined;
  if (option === 'Pickup') {
    return {
      option,
      postcode: primary.postcode,
      suburb: primary.suburb,
      deliveryAvailable: true,
      deliveryPrice: cents(0),
      distance: 0,
      deliveryPriceErrorCode: 0,
    };
  }
  const address = selection.differentAddress ? selection.deliveryAddress : primary;
  const quote = selection.differentAddress ? selection.deliveryAddressQuote : selectedLocation(selection);
  if (!address || !quote) return undefined;
  return {
    option,
    postcode: address.postcode,
    suburb: address.suburb,
    deliveryAvailable: quote.deliveryAvailable,
    deliveryPrice: quote.deliveryAvailable ? quote.deliveryPrice : cents(0),
    distance: quote.distance,
    deliveryPriceErrorCode: quote.deliveryPriceErrorCode,
  };
}

export type DeliveryField = 'primaryAddress' | 'pickupLocation' | 'option' | 'deliveryAddress';

export interface DeliveryProblem {
  field: DeliveryField;
  message: string;
}

/** The refusal of a typed address before any lookup, per spec 000 section 5; undefined when it may be used. */
export function primaryAddressProblem(
  address: DeliveryAddress,
  country: CountryCode,
  chosenState: string | undefined,
): string | undefined {
  if (!address.postcode) return deliveryMessages.primaryPostcodeRequired;
  if (chosenState && outOfState(country, chosenState, address.state))
    return stateMismatchMessage(chosenState);
  return undefined;
}

/** The refusal of a different delivery address before its price lookup (spec 000 section 5). */
export function deliveryAddressProblem(
  address: DeliveryAddress,
  country: CountryCode,
  primaryState: string | undefined,
): string | undefined {
  if (country === 'NZ' && !address.postcode) return deliveryMessages.deliveryPostcodeRequiredNz;
  if (outOfState(country, primaryState, address.state)) return deliveryMessages.deliveryStateMismatch;
  return undefined;
}

/**
 * Everything that stops checkout in the delivery section (spec 000 section 5), at submit time. Home delivery
 * inside the minimum distance is refused with the submit-time text by `homeDeliveryRefusal`, the rule the server
 * applies to place-reservation too; an estimate error (codes 1 and 2) does not stop the order: sales follow up.
 */
export function deliveryProblems(
  selection: DeliverySelection,
  country: CountryCode,
  chosenState: string | undefined,
): DeliveryProblem[] {
  const { primary } = selection;
  if (!primary) return [{ field: 'primaryAddress', message: deliveryMessages.primaryAddressRequired }];
  const primaryProblem = primaryAddressProblem(primary, country, chosenState);
  if (primaryProblem) return [{ field: 'primaryAddress', message: primaryProblem }];
  if (!selection.option) return [{ field: 'option', message: 'Please select a delivery type.' }];
  if (selection.option === 'Pickup') {
    return selectedLocation(selection)
      ? []
      : [{ field: 'pickupLocation', message: deliveryMessages.pickupLocationRequired }];
  }
  if (selection.differentAddress) {
    const address = selection.deliveryAddress;
    if (!address) return [{ field: 'deliveryAddress', message: deliveryMessages.deliveryAddressRequired }];
    const problem = deliveryAddressProblem(address, country, primary.state);
    if (problem) return [{ field: 'deliveryAddress', message: problem }];
  }
  const delivery = effectiveDelivery(selection);
  if (!delivery) return [{ field: 'option', message: 'Please wait while we price home delivery.' }];
  const address = (selection.differentAddress && selection.deliveryAddress) || primary;
  const refusal = homeDeliveryRefusal(country, primary.state, address, delivery);
  if (!refusal) return [];
  const field = selection.differentAddress ? 'deliveryAddress' : 'option';
  return [{ field, message: refusal.message }];
}
