import {
  type CountryCode,
  type DeliveryAddress,
  type DeliveryChoice,
  deliveryAddressProblem,
  deliveryErrorMessage,
  emptyDeliverySelection,
  isFarPickup,
  type PickupPoint,
  primaryAddressProblem,
  selectedLocation,
  withPickupLocations,
} from '@showroom/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { configurationStore } from '../../../state/configuration';
import { customerTypeStore } from '../../../state/customer-type';
import { deliveryStore } from '../../../state/delivery';
import { locationStore } from '../../../state/location';
import { deliveryQuoteQuery, pickupPointsQuery } from '../api/location';

type Pending = 'locations' | 'price' | null;

/** The message of a refused lookup: the field's own text when the server names one. */
function refusal(error: unknown, country: CountryCode): string {
  if (error instanceof ApiError) return error.details[0]?.message ?? error.message;
  return deliveryErrorMessage(2, country) ?? 'Something went wrong. Please try again.';
}

/** A lookup in flight: its query, and whether a newer one (or clearing the address) has taken its place. */
interface Lookup {
  key: QueryKey;
  superseded: boolean;
}

/**
 * The changes the 'TAKING DELIVERY' section makes (spec 000 section 4, "Delivery"): a new primary address
 * looks up the centres and selects the defaults; a different delivery address is priced from the chosen
 * centre. The lookups go through the query cache (`pickupPointsQuery`, `deliveryQuoteQuery`); a newer one
 * supersedes an older one, whose request is cancelled and whose answer is dropped. Returns the errors to show by
 * field.
 */
export function useDeliveryActions(country: CountryCode) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [primaryError, setPrimaryError] = useState<string>();
  const [deliveryAddressError, setDeliveryAddressError] = useState<string>();
  // A centre far from the address, waiting for the visitor to confirm collecting there (decision 0041).
  const [farPickup, setFarPickup] = useState<PickupPoint | null>(null);
  const inFlight = useRef<Lookup | null>(null);

  function supersede() {
    const previous = inFlight.current;
    if (!previous) return;
    previous.superseded = true;
    inFlight.current = null;
    void queryClient.cancelQueries({ queryKey: previous.key, exact: true });
  }

  function start(kind: Pending, key: QueryKey): Lookup {
    supersede();
    const lookup = { key, superseded: false };
    inFlight.current = lookup;
    setPending(kind);
    return lookup;
  }

  function finish(lookup: Lookup) {
    if (lookup.superseded) return;
    inFlight.current = null;
    setPending(null);
  }

  function vehicleFields() {
    const { variant, exterior, interior, subtotal } = configurationStore.get();
    return {
      VariantName: variant?.name ?? null,
      ExteriorName: exterior?.name ?? null,
      InteriorName: interior?.name ?? null,
      CustomerType: customerTypeStore.get(),
      VehicleSubTotal: subtotal > 0 ? subtotal : null,
    };
  }

  async function choosePrimary(address: DeliveryAddress) {
    const state = locationStore.get().state;
    const problem = primaryAddressProblem(address, country, state);
    setPrimaryError(problem);
    setDeliveryAddressError(undefined);
    setFarPickup(null);
    // A new primary address starts the delivery choice afresh.
    deliveryStore.set({
      ...emptyDeliverySelection,
      primary: address,
      invalidPrimaryAddress: Boolean(problem),
    });
    if (problem) return;
    const query = pickupPointsQuery({
      Country: country,
      State: country === 'AU' ? (state ?? null) : null,
      PrimaryAddress: address.fullAddress,
      PrimaryPostcode: address.postcode,
      PrimarySuburb: address.suburb,
      PrimaryState: address.state,
      ...vehicleFields(),
    });
    const lookup = start('locations', query.queryKey);
    try {
      const locations = await queryClient.fetchQuery(query);
      if (lookup.superseded) return;
      deliveryStore.set((current) => withPickupLocations(current, locations));
    } catch (error) {
      if (lookup.superseded) return;
      setPrimaryError(refusal(error, country));
      deliveryStore.set((current) => ({ ...current, invalidPrimaryAddress: true }));
    } finally {
      finish(lookup);
    }
  }

  /** Clears the primary address and everything chosen from it (an emptied field). */
  function clearPrimary() {
    supersede();
    setPending(null);
    setPrimaryError(undefined);
    setDeliveryAddressError(undefined);
    setFarPickup(null);
    deliveryStore.set(emptyDeliverySelection);
  }

  async function priceDeliveryAddress(address: DeliveryAddress | null) {
    const selection = deliveryStore.get();
    setDeliveryAddressError(undefined);
    if (!address || !selection.differentAddress || selection.option !== 'HomeDelivery') return;
    const problem = deliveryAddressProblem(address, country, selection.primary?.state);
    if (problem) {
      setDeliveryAddressError(problem);
      return;
    }
    const centre = selectedLocation(selection);
    const query = deliveryQuoteQuery({
      Country: country,
      DeliveryAddress: address.fullAddress,
      DeliveryState: address.state,
      DeliveryPostcode: address.postcode,
      DeliverySuburb: address.suburb,
      PickupAddress: centre?.address ?? null,
      PickupState: centre?.state ?? null,
      PickupPostcode: centre?.postcode ?? null,
      PickupSuburb: centre?.suburb ?? null,
      ...vehicleFields(),
    });
    const lookup = start('price', query.queryKey);
    try {
      const quote = await queryClient.fetchQuery(query);
      if (lookup.superseded) return;
      deliveryStore.set((current) =>
        current.deliveryAddress === address ? { ...current, deliveryAddressQuote: quote } : current,
      );
    } catch (error) {
      if (lookup.superseded) return;
      setDeliveryAddressError(refusal(error, country));
    } finally {
      finish(lookup);
    }
  }

  function chooseDeliveryAddress(address: DeliveryAddress | null) {
    deliveryStore.set((current) => ({ ...current, deliveryAddress: address, deliveryAddressQuote: null }));
    void priceDeliveryAddress(address);
  }

  function chooseOption(option: DeliveryChoice) {
    setFarPickup(null);
    const chosen = selectedLocation(deliveryStore.get());
    if (option === 'Pickup' && chosen && isFarPickup(chosen)) {
      setFarPickup(chosen);
      return;
    }
    deliveryStore.set((current) => ({ ...current, option }));
    const { deliveryAddress, deliveryAddressQuote } = deliveryStore.get();
    if (option === 'HomeDelivery' && !deliveryAddressQuote) void priceDeliveryAddress(deliveryAddress);
  }

  function chooseLocation(name: string) {
    setFarPickup(null);
    const current = deliveryStore.get();
    const location = current.locations.find((candidate) => candidate.name === name);
    if (current.option === 'Pickup' && location && isFarPickup(location)) {
      setFarPickup(location);
      return;
    }
    deliveryStore.set((selection) => ({
      ...selection,
      pickupLocationName: name,
      deliveryAddressQuote: null,
    }));
    void priceDeliveryAddress(deliveryStore.get().deliveryAddress);
  }

  /** The visitor confirms collecting from the far centre they chose. */
  function confirmFarPickup() {
    if (!farPickup) return;
    deliveryStore.set((current) => ({
      ...current,
      option: 'Pickup',
      pickupLocationName: farPickup.name,
      deliveryAddressQuote:
        current.pickupLocationName === farPickup.name ? current.deliveryAddressQuote : null,
    }));
    setFarPickup(null);
  }

  function setDifferentAddress(differentAddress: boolean) {
    deliveryStore.set((current) => ({ ...current, differentAddress }));
    setDeliveryAddressError(undefined);
    const { deliveryAddress, deliveryAddressQuote } = deliveryStore.get();
    if (differentAddress && !deliveryAddressQuote) void priceDeliveryAddress(deliveryAddress);
  }

  return {
    pending,
    primaryError,
    deliveryAddressError,
    choosePrimary,
    clearPrimary,
    chooseOption,
    chooseLocation,
    farPickup,
    confirmFarPickup,
    cancelFarPickup: () => setFarPickup(null),
    setDifferentAddress,
    chooseDeliveryAddress,
  };
}
