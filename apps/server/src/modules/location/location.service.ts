import {
  type AddressSuggestion,
  type DataOf,
  type DeliveryRouteBody,
  type getPickupLocations,
  locationErrorCodes,
  type ParsedBodyOf,
} from '@showroom/contract';
import { australianStateCode, type CountryCode, type LatLng, type RoadDistance } from '@showroom/domain';
import type { z } from 'zod';
import type { AddressParts, AddressProvider } from '../../platform/adapters/address/address-provider';
import type { DistanceProvider } from '../../platform/adapters/distance/distance-provider';
import { ProviderUnavailableError } from '../../platform/adapters/provider-unavailable';
import type { Db } from '../../platform/db';
import { AppError, badField } from '../../platform/http/app-error';
import {
  chooseCentre,
  type DeliveryFigures,
  deliveryFigures,
  dispatches,
  type Located,
  needsRoadDistance,
  offRoadDistance,
} from './centre-choice';
import { type ExperienceCentre, locationRepository } from './location.repository';
import {
  deliveryRouteFields,
  type PlaceFields,
  placeDisagreement,
  type VerifiedDelivery,
} from './place-agreement';

/** Typed text this short is not searched (spec 000 section 5: only text longer than 4 characters). */
export const minimumSearchLength = 5;

type PickupLocationsBody = ParsedBodyOf<typeof getPickupLocations>;
type PickupLocationsData = DataOf<typeof getPickupLocations>;
type RouteBody = z.output<typeof DeliveryRouteBody>;

export interface LocationServiceDeps {
  db: Db;
  address: AddressProvider;
  distance: DistanceProvider;
  /** Told about every outside-service failure (they are answered as code 2 or 503, never thrown as 500). */
  onProviderError: (error: ProviderUnavailableError) => void;
}

const unavailable = () =>
  new AppError(
    503,
    locationErrorCodes.serviceUnavailable,
    'We cannot look up addresses right now. Please try again later.',
  );
const addressNotFound = () =>
  new AppError(
    404,
    locationErrorCodes.addressNotFound,
    'We could not find that address. Please check it and try again.',
  );
const noRoadRoute = () =>
  new AppError(
    422,
    locationErrorCodes.noRoadRoute,
    'There is no road route between the pick-up location and this address.',
  );

/** The market's Experience Centres in their display order (where an order may be picked up). */
export const experienceCentres = (db: Db) => locationRepository(db).centres;

export function locationService(deps: LocationServiceDeps) {
  const { address, distance } = deps;
  const repository = locationRepository(deps.db);

  async function locate(country: CountryCode, parts: AddressParts): Promise<Located> {
    try {
      return await address.geocode(country, parts);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.onProviderError(error);
      return { kind: 'unavailable' };
    }
  }

  /** Road distance from each centre to the located address: one provider call for the centres it applies to. */
  async function measure(
    country: CountryCode,
    centres: readonly ExperienceCentre[],
    located: Located,
  ): Promise<RoadDistance[]> {
    const routed = centres.filter((c) => needsRoadDistance(country, c, located));
    const destination: LatLng | undefined = located.kind === 'found' ? located.location : undefined;
    const measured =
      destination && routed.length > 0
        ? await distance.roadDistances(
            routed.map((c) => c.location),
            destination,
          )
        : [];
    return centres.map((centre) => {
      const i = routed.indexOf(centre);
      return i >= 0 ? (measured[i] ?? { kind: 'unavailable' }) : offRoadDistance(centre, located);
    });
  }

  async function centresOf(country: CountryCode): Promise<ExperienceCentre[]> {
    const centres = await repository.centres(country);
    if (centres.length === 0)
      throw new AppError(404, 'NotFound', 'There is no Experience Centre in this country yet.');
    return centres;
  }

  function centreFor(
    centres: readonly ExperienceCentre[],
    body: RouteBody,
    located: Located,
  ): ExperienceCentre {
    const centre = chooseCentre(centres, body, located);
    if (!centre) {
      throw new AppError(
        400,
        locationErrorCodes.unknownPickupLocation,
        'The pick-up location is not one of our Experience Centres.',
        [
          {
            field: body.PickupLocationID ? 'PickupLocationID' : 'PickupAddress',
            message: 'Choose a pick-up location from the list.',
          },
        ],
      );
    }
    return centre;
  }

  async function verifiedDelivery(
    body: RouteBody,
    fields: PlaceFields = deliveryRouteFields,
  ): Promise<VerifiedDelivery> {
    const centres = await centresOf(body.Country);
    const located = await locate(body.Country, deliveryParts(body));
    if (located.kind === 'found') {
      const sent = {
        suburb: body.DeliverySuburb,
        state: body.DeliveryState,
        postcode: body.DeliveryPostcode,
      };
      const fault = placeDisagreement(body.Country, sent, located, fields);
      if (fault) throw badField(fault.field, fault.message);
    }
    const centre = centreFor(centres, body, located);
    const [roadDistance] = await measure(body.Country, [centre], located);
    const found = located.kind === 'found' && located.suburb && located.state && located.postcode;
    return {
      figures: deliveryFigures(body.Country, centre, roadDistance!),
      place: found ? { suburb: located.suburb, state: located.state, postcode: located.postcode } : undefined,
    };
  }

  const deliveryParts = (body: RouteBody): AddressParts => ({
    address: body.DeliveryAddress,
    suburb: body.DeliverySuburb,
    state: body.DeliveryState,
    postcode: body.DeliveryPostcode,
  });

  return {
    async suggestAddresses(country: CountryCode, keywords: string): Promise<AddressSuggestion[]> {
      if (keywords.trim().length < minimumSearchLength) return [];
      try {
        return await address.suggest(country, keywords.trim());
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        deps.onProviderError(error);
        throw unavailable();
      }
    },

    /**
     * The country's centres for a primary address: those offering pick-up first, each group nearest first, each
     * with home delivery to the address priced from that centre.
     */
    async pickupLocations(body: PickupLocationsBody): Promise<PickupLocationsData> {
      const country = body.Country;
      const centres = await centresOf(country);
      const primaryState =
        country === 'AU' ? (australianStateCode(body.PrimaryState) ?? '') : (body.PrimaryState ?? '');
      const located = await locate(country, {
        address: body.PrimaryAddress,
        suburb: body.PrimarySuburb,
        state: primaryState,
        postcode: body.PrimaryPostcode,
      });
      const distances = await measure(country, centres, located);
      const rows = centres.map((centre, i) => ({
        centre,
        figures: deliveryFigures(country, centre, distances[i]!),
      }));
      const known = (km: number) => (km > 0 ? km : Number.POSITIVE_INFINITY);
      rows.sort(
        (a, b) =>
          Number(dispatches(b.centre)) - Number(dispatches(a.centre)) ||
          known(a.figures.distance) - known(b.figures.distance) ||
          a.centre.sortOrder - b.centre.sortOrder,
      );
      return {
        pickupLocations: rows.map(({ centre, figures }) => ({
          pickupLocationName: centre.name,
          pickupLocationAddress: centre.address,
          pickupLocationSuburb: centre.suburb,
          pickupLocationPostcode: centre.postcode,
          pickupLocationState: centre.state,
          pickupLocationAvailable: dispatches(centre),
          pickupLocationOpening: centre.opening,
          ...figures,
        })),
        homeDeliveryAddress: body.PrimaryAddress,
        homeDeliveryPostcode: body.PrimaryPostcode,
        homeDeliverySuburb: body.PrimarySuburb || (located.kind === 'found' ? located.suburb : ''),
        homeDeliveryState: primaryState || (located.kind === 'found' ? located.state : ''),
      };
    },

    /**
     * Home delivery priced from the verified locality, with that locality (undefined when the address provider
     * could not place it: code 1 or 2). A place whose parts disagree is a 400 naming `fields`.
     */
    verifiedDelivery,

    async deliveryPrice(body: RouteBody): Promise<DeliveryFigures> {
      return (await verifiedDelivery(body)).figures;
    },

    async roadDistance(body: RouteBody): Promise<number> {
      const centres = await centresOf(body.Country);
      const located = await locate(body.Country, deliveryParts(body));
      if (located.kind === 'unavailable') throw unavailable();
      if (located.kind === 'not-found') throw addressNotFound();
      const centre = centreFor(centres, body, located);
      const [roadDistance] = await measure(body.Country, [centre], located);
      switch (roadDistance?.kind) {
        case 'measured':
          return roadDistance.km;
        case 'no-road-route':
          throw noRoadRoute();
        case 'unknown-address':
          throw addressNotFound();
        default:
          throw unavailable();
      }
    },

    async geometry(country: CountryCode, text: string): Promise<LatLng> {
      const located = await locate(country, { address: text });
      if (located.kind === 'unavailable') throw unavailable();
      if (located.kind === 'not-found') throw addressNotFound();
      return { lat: located.location.lat, lng: located.location.lng };
    },
  };
}

export type LocationService = ReturnType<typeof locationService>;
