import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogleMaps, startFakeGoogleMaps } from '../../../test/support/fake-google-maps';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/* The Google adapters, selected by GOOGLE_MAPS_API_KEY, against a local server answering in Google's documented shapes. */

const autocompletePath = '/v1/places:autocomplete';
const geocodePath = '/maps/api/geocode/json';
const matrixPath = '/maps/api/distancematrix/json';

const prediction = (mainText: string, secondaryText: string, types: string[]) => ({
  placePrediction: {
    place: 'places/ChIJexample',
    placeId: 'ChIJexample',
    text: { text: `${mainText}, ${secondaryText}` },
    structuredFormat: { mainText: { text: mainText }, secondaryText: { text: secondaryText } },
    types,
  },
});

const dubboGeocode = {
  status: 'OK',
  results: [
    {
      formatted_address: '5 Bligh St, Dubbo NSW 2830, Australia',
      place_id: 'ChIJdubbo',
      types: ['street_address'],
      geometry: { location: { lat: -32.2489, lng: 148.6035 }, location_type: 'ROOFTOP' },
      address_components: [
        { long_name: '5', short_name: '5', types: ['street_number'] },
        { long_name: 'Bligh Street', short_name: 'Bligh St', types: ['route'] },
        { long_name: 'Dubbo', short_name: 'Dubbo', types: ['locality', 'political'] },
        {
          long_name: 'New South Wales',
          short_name: 'NSW',
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
        { long_name: '2830', short_name: '2830', types: ['postal_code'] },
      ],
    },
  ],
};

/** A Distance Matrix reply with one row per origin sent, each with the given element. */
const matrix = (origins: string, element: unknown) => ({
  status: 'OK',
  origin_addresses: origins.split('|'),
  destination_addresses: ['5 Bligh St, Dubbo NSW 2830, Australia'],
  rows: origins.split('|').map(() => ({ elements: [element] })),
});
const okElement = (metres: number) => ({
  status: 'OK',
  distance: { text: `${Math.round(metres / 1000)} km`, value: metres },
  duration: { text: '4 hours 37 mins', value: 16_620 },
});

const pickupBody = {
  Country: 'AU',
  State: 'NSW',
  PrimaryAddress: '5 Bligh St, Dubbo NSW 2830',
  PrimarySuburb: 'Dubbo',
  PrimaryState: 'NSW',
  PrimaryPostcode: '2830',
  CustomerType: 'Private',
};

describe('Google adapters (GOOGLE_MAPS_API_KEY set)', () => {
  let google: FakeGoogleMaps;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeGoogleMaps();
    t = await createTestApp({
      env: {
        GOOGLE_MAPS_API_KEY: 'test-key',
        GOOGLE_MAPS_BASE_URL: google.url,
        GOOGLE_PLACES_BASE_URL: google.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  beforeEach(() => {
    google.requests.length = 0;
  });

  it('suggests from Places autocomplete (New) and fills the postcode from the gazetteer', async () => {
    google.on(autocompletePath, () => ({
      json: {
        suggestions: [
          prediction('12 Smith Street', 'Parramatta NSW, Australia', [
            'geocode',
            'premise',
            'street_address',
          ]),
          prediction('Parramatta Park', 'QLD, Australia', ['geocode', 'locality', 'political']),
          prediction('1 Test Road', 'Nowhereville NSW, Australia', ['geocode', 'street_address']),
        ],
      },
    }));
    const res = await t.post('/api/Location/get-address', {
      country: 'AU',
      keywords: '12 Smith St Parramatta',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        fullAddress: '12 Smith Street, Parramatta NSW 2150',
        suburb: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
      },
      { fullAddress: 'Parramatta Park QLD 4870', suburb: 'Parramatta Park', state: 'QLD', postcode: '4870' },
      { fullAddress: '1 Test Road, Nowhereville NSW', suburb: 'Nowhereville', state: 'NSW', postcode: '' },
    ]);
    const [request] = google.requests;
    expect(request).toMatchObject({ method: 'POST', path: autocompletePath });
    expect(request!.headers['x-goog-api-key']).toBe('test-key');
    expect(request!.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.structuredFormat');
    expect(request!.body).toMatchObject({ input: '12 Smith St Parramatta', includedRegionCodes: ['au'] });
  });

  it('reads New Zealand predictions (suburb, city) and answers the region as the state', async () => {
    google.on(autocompletePath, () => ({
      json: {
        suggestions: [prediction('12 Ponsonby Road', 'Ponsonby, Auckland, New Zealand', ['street_address'])],
      },
    }));
    const res = await t.post('/api/Location/get-address', { country: 'NZ', keywords: '12 Ponsonby Road' });
    expect(res.json().data).toEqual([
      {
        fullAddress: '12 Ponsonby Road, Ponsonby, Auckland 1011',
        suburb: 'Ponsonby',
        state: 'Auckland',
        postcode: '1011',
      },
    ]);
    expect(google.requests[0]!.body).toMatchObject({ includedRegionCodes: ['nz'] });
  });

  it('makes no call for 4 characters or fewer, and answers an empty reply with no suggestions', async () => {
    google.on(autocompletePath, () => ({ json: {} }));
    expect(
      (await t.post('/api/Location/get-address', { country: 'AU', keywords: 'Parr' })).json().data,
    ).toEqual([]);
    expect(google.requests).toHaveLength(0);
    expect(
      (await t.post('/api/Location/get-address', { country: 'AU', keywords: 'Zzzzzz' })).json().data,
    ).toEqual([]);
    expect(google.requests).toHaveLength(1);
  });

  it('answers 503 when Places refuses the key or the quota is spent', async () => {
    for (const [status, code] of [
      [403, 'PERMISSION_DENIED'],
      [429, 'RESOURCE_EXHAUSTED'],
      [500, 'INTERNAL'],
    ] as const) {
      google.on(autocompletePath, () => ({
        status,
        json: { error: { code: status, message: 'no', status: code } },
      }));
      const res = await t.post('/api/Location/get-address', { country: 'AU', keywords: 'Parramatta' });
      expect(res.statusCode, code).toBe(503);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'LocationServiceUnavailable' });
    }
  });

  it('geocodes with the Geocoding API, restricted to the country', async () => {
    google.on(geocodePath, () => ({ json: dubboGeocode }));
    const res = await t.post('/api/GoogleAPIs/get-geometry-location', {
      country: 'AU',
      address: '5 Bligh St, Dubbo NSW 2830',
    });
    expect(res.json()).toEqual({ status: true, data: { lat: -32.2489, lng: 148.6035 } });
    const { query } = google.requests[0]!;
    expect(query.get('address')).toBe('5 Bligh St, Dubbo NSW 2830');
    expect(query.get('components')).toBe('country:AU');
    expect(query.get('key')).toBe('test-key');
  });

  it('answers 404 for ZERO_RESULTS and 503 for OVER_QUERY_LIMIT, REQUEST_DENIED and broken replies', async () => {
    google.on(geocodePath, () => ({ json: { status: 'ZERO_RESULTS', results: [] } }));
    const none = await t.post('/api/GoogleAPIs/get-geometry-location', {
      country: 'AU',
      address: 'Nowhere at all',
    });
    expect(none.statusCode).toBe(404);
    for (const reply of [
      {
        json: {
          status: 'OVER_QUERY_LIMIT',
          results: [],
          error_message: 'You have exceeded your daily request quota',
        },
      },
      { json: { status: 'REQUEST_DENIED', results: [], error_message: 'The provided API key is invalid.' } },
      { status: 502, raw: '<html>Bad gateway</html>' },
    ]) {
      google.on(geocodePath, () => reply);
      const res = await t.post('/api/GoogleAPIs/get-geometry-location', {
        country: 'AU',
        address: '5 Bligh St Dubbo',
      });
      expect(res.statusCode).toBe(503);
    }
  });

  it('prices pick-up locations by Distance Matrix road distances (one request for all centres)', async () => {
    google.on(geocodePath, () => ({ json: dubboGeocode }));
    google.on(matrixPath, (request) => ({
      json: matrix(request.query.get('origins') ?? '', okElement(389_512)),
    }));
    const res = await t.post('/api/Location/get-pickup-locations', pickupBody);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pickupLocations[0]).toMatchObject({
      pickupLocationName: 'Cadillac Experience Centre Sydney',
      distance: 389.5,
      deliveryAvailable: true,
      deliveryPrice: 80_000,
      deliveryPriceErrorCode: 0,
    });
    const matrixRequests = google.requests.filter((r) => r.path === matrixPath);
    expect(matrixRequests).toHaveLength(1);
    const { query } = matrixRequests[0]!;
    expect(query.get('origins')?.split('|')).toHaveLength(3);
    expect(query.get('origins')).toContain('-33.916,151.203');
    expect(query.get('destinations')).toBe('-32.2489,148.6035');
    expect(query.get('units')).toBe('metric');
  });

  it('maps element NOT_FOUND and ZERO_RESULTS to code 1, and quota or transport failures to code 2', async () => {
    google.on(geocodePath, () => ({ json: dubboGeocode }));
    const cases: [unknown, number][] = [
      [{ status: 'NOT_FOUND' }, 1],
      [{ status: 'ZERO_RESULTS' }, 1],
    ];
    for (const [element, code] of cases) {
      google.on(matrixPath, (request) => ({ json: matrix(request.query.get('origins') ?? '', element) }));
      const first = (await t.post('/api/Location/get-pickup-locations', pickupBody)).json().data
        .pickupLocations[0];
      expect(first).toMatchObject({
        deliveryPriceErrorCode: code,
        deliveryPrice: 0,
        deliveryAvailable: true,
      });
    }
    for (const reply of [
      { json: { status: 'OVER_QUERY_LIMIT', rows: [], error_message: 'quota' } },
      { json: { status: 'REQUEST_DENIED', rows: [] } },
      { status: 500, raw: 'oops' },
    ]) {
      google.on(matrixPath, () => reply);
      const first = (await t.post('/api/Location/get-pickup-locations', pickupBody)).json().data
        .pickupLocations[0];
      expect(first).toMatchObject({ deliveryPriceErrorCode: 2, deliveryPrice: 0 });
    }
    google.on(geocodePath, () => ({ json: { status: 'OVER_QUERY_LIMIT', results: [] } }));
    const first = (await t.post('/api/Location/get-pickup-locations', pickupBody)).json().data
      .pickupLocations[0];
    expect(first).toMatchObject({ pickupLocationAvailable: true, deliveryPriceErrorCode: 2 });
  });

  it('answers get-distance from Distance Matrix, 422 without a route and 503 when it fails', async () => {
    google.on(geocodePath, () => ({ json: dubboGeocode }));
    const body = { Country: 'AU', DeliveryAddress: '5 Bligh St, Dubbo NSW 2830', DeliveryPostcode: '2830' };
    google.on(matrixPath, (request) => ({
      json: matrix(request.query.get('origins') ?? '', okElement(389_512)),
    }));
    expect((await t.post('/api/GoogleAPIs/get-distance', body)).json()).toEqual({
      status: true,
      data: 389.5,
    });
    google.on(matrixPath, (request) => ({
      json: matrix(request.query.get('origins') ?? '', { status: 'ZERO_RESULTS' }),
    }));
    expect((await t.post('/api/GoogleAPIs/get-distance', body)).statusCode).toBe(422);
    google.on(matrixPath, () => ({ json: { status: 'OVER_QUERY_LIMIT', rows: [] } }));
    expect((await t.post('/api/GoogleAPIs/get-distance', body)).statusCode).toBe(503);
  });
});

describe('Google adapters when the service cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) is not listening here: every call fails to connect.
    const nowhere = 'http://127.0.0.1:9';
    t = await createTestApp({
      env: {
        GOOGLE_MAPS_API_KEY: 'test-key',
        GOOGLE_MAPS_BASE_URL: nowhere,
        GOOGLE_PLACES_BASE_URL: nowhere,
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 for search and code 2 for delivery, never 500', async () => {
    const search = await t.post('/api/Location/get-address', { country: 'AU', keywords: 'Parramatta' });
    expect(search.statusCode).toBe(503);
    const pickups = await t.post('/api/Location/get-pickup-locations', pickupBody);
    expect(pickups.statusCode).toBe(200);
    expect(pickups.json().data.pickupLocations[0]).toMatchObject({
      pickupLocationAvailable: true,
      deliveryPriceErrorCode: 2,
    });
    const price = await t.post('/api/Location/get-delivery-price', {
      Country: 'AU',
      DeliveryAddress: '5 Bligh St',
      DeliveryPostcode: '2830',
    });
    expect(price.json().data).toEqual({
      deliveryAvailable: true,
      distance: 0,
      deliveryPrice: 0,
      deliveryPriceErrorCode: 2,
    });
  });
});
