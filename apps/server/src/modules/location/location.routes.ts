import {
  getAddress,
  getDeliveryPrice,
  getDistance,
  getGeometryLocation,
  getPickupLocations,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { loadGazetteer } from '../../platform/adapters/address/gazetteer-data';
import type { LocationAdapters } from '../../platform/adapters/location-adapters';
import type { Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { locationService } from './location.service';

/** Autocomplete fires per keystroke; the other calls once per address. Limits per client address. */
const searchLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const lookupLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function locationRoutes(deps: { db: Db; adapters: LocationAdapters }) {
  return async (app: FastifyInstance) => {
    const service = locationService({
      db: deps.db,
      ...deps.adapters,
      onProviderError: (error) => app.log.warn({ err: error }, 'location provider unavailable'),
    });
    // Read and index the gazetteer while the server starts, not on a customer's first keystroke
    // (the Google adapter uses it too, for postcodes).
    app.addHook('onReady', async () => {
      await loadGazetteer();
    });

    registerEndpoint(app, getAddress, (body) => service.suggestAddresses(body.country, body.keywords), {
      config: searchLimit,
    });
    registerEndpoint(app, getPickupLocations, (body) => service.pickupLocations(body), {
      config: lookupLimit,
    });
    registerEndpoint(app, getDeliveryPrice, (body) => service.deliveryPrice(body), { config: lookupLimit });
    registerEndpoint(app, getGeometryLocation, (body) => service.geometry(body.country, body.address), {
      config: lookupLimit,
    });
    registerEndpoint(app, getDistance, (body) => service.roadDistance(body), { config: lookupLimit });
  };
}
