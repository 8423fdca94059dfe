import { deliveryErrorMessage } from '@showroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const vehicle = {
  VariantName: 'Luxury',
  ExteriorName: 'Stellar Black',
  InteriorName: 'Inteluxe',
  VehicleSubTotal: 11_700_000,
};
const parramatta = {
  PrimaryAddress: '12 Smith St, Parramatta NSW 2150',
  PrimarySuburb: 'Parramatta',
  PrimaryState: 'NSW',
  PrimaryPostcode: '2150',
};
const dubbo = {
  PrimaryAddress: '5 Bligh St, Dubbo NSW 2830',
  PrimarySuburb: 'Dubbo',
  PrimaryState: 'NSW',
  PrimaryPostcode: '2830',
};
const sydney = { Country: 'AU', State: 'NSW', CustomerType: 'Private', ...vehicle };
const rosebery = {
  PickupAddress: '115-151 Dunning Avenue',
  PickupSuburb: 'Rosebery',
  PickupState: 'NSW',
  PickupPostcode: '2018',
};

describe('POST /api/Location/get-pickup-locations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pickups = (body: unknown) => t.post('/api/Location/get-pickup-locations', body);

  it('offers pick-up at Rosebery to a Sydney metro address and refuses home delivery inside the minimum distance', async () => {
    const res = await pickups({ ...sydney, ...parramatta });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.pickupLocations[0]).toEqual({
      pickupLocationName: 'Cadillac Experience Centre Sydney',
      pickupLocationAddress: '115-151 Dunning Avenue',
      pickupLocationSuburb: 'Rosebery',
      pickupLocationPostcode: '2018',
      pickupLocationState: 'NSW',
      pickupLocationAvailable: true,
      pickupLocationOpening: 'open',
      distance: 27.1,
      deliveryPrice: 0,
      deliveryAvailable: false,
      deliveryPriceErrorCode: 0,
    });
    expect(data).toMatchObject({
      homeDeliveryAddress: '12 Smith St, Parramatta NSW 2150',
      homeDeliveryPostcode: '2150',
      homeDeliverySuburb: 'Parramatta',
      homeDeliveryState: 'NSW',
    });
  });

  it('lists the other centres after it, nearest first, without pick-up or delivery', async () => {
    const { data } = (await pickups({ ...sydney, ...parramatta })).json();
    const rest = data.pickupLocations.slice(1);
    expect(rest.map((l: { pickupLocationName: string }) => l.pickupLocationName)).toEqual([
      'Cadillac Test Drive Centre Melbourne',
      'Cadillac Experience Centre Brisbane',
    ]);
    expect(rest[1]).toMatchObject({ pickupLocationOpening: 'opening-soon', pickupLocationAvailable: false });
    for (const location of rest) {
      expect(location).toMatchObject({
        deliveryAvailable: false,
        deliveryPrice: 0,
        deliveryPriceErrorCode: 0,
      });
      expect(location.distance).toBeGreaterThan(500);
    }
    expect(rest[0].distance).toBeLessThan(rest[1].distance);
  });

  it('prices regional delivery to Dubbo from Rosebery (380 km by the road estimate: $800 on the sample schedule)', async () => {
    const { data } = (await pickups({ ...sydney, ...dubbo })).json();
    expect(data.pickupLocations[0]).toMatchObject({
      pickupLocationName: 'Cadillac Experience Centre Sydney',
      pickupLocationAvailable: true,
      distance: 380,
      deliveryAvailable: true,
      deliveryPrice: 80_000,
      deliveryPriceErrorCode: 0,
    });
  });

  it('refuses an NSW address while VIC is the chosen state, with the spec text', async () => {
    const res = await pickups({ ...sydney, State: 'VIC', ...parramatta });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      errorCode: 'InvalidInput',
      details: [
        {
          field: 'PrimaryState',
          message: 'You can only enter VIC address or refresh page to re-select state.',
        },
      ],
    });
    const byName = await pickups({ ...sydney, ...parramatta, PrimaryState: 'new south wales' });
    expect(byName.statusCode).toBe(200);
  });

  it('answers code 1 across Bass Strait and beyond the delivery limit', async () => {
    const hobart = await pickups({
      ...sydney,
      State: 'TAS',
      PrimaryAddress: '1 Elizabeth St, Hobart TAS 7000',
      PrimarySuburb: 'Hobart',
      PrimaryState: 'TAS',
      PrimaryPostcode: '7000',
    });
    expect(hobart.json().data.pickupLocations[0]).toMatchObject({
      pickupLocationName: 'Cadillac Experience Centre Sydney',
      pickupLocationAvailable: true,
      distance: 1315.4,
      deliveryAvailable: true,
      deliveryPrice: 0,
      deliveryPriceErrorCode: 1,
    });
    const perth = await pickups({
      ...sydney,
      State: 'WA',
      PrimaryAddress: '1 Hay St, Perth WA 6000',
      PrimarySuburb: 'Perth',
      PrimaryState: 'WA',
      PrimaryPostcode: '6000',
    });
    expect(perth.json().data.pickupLocations[0]).toMatchObject({
      deliveryPriceErrorCode: 1,
      deliveryPrice: 0,
    });
    expect(perth.json().data.pickupLocations[0].distance).toBeGreaterThan(2000);
    expect(deliveryErrorMessage(1, 'AU')).toContain('a member of our sales team will reach out');
  });

  it('answers code 1 for an address it cannot place, and still lists pick-up', async () => {
    const { data } = (
      await pickups({
        ...sydney,
        PrimaryAddress: 'Somewhere unknown',
        PrimaryState: 'NSW',
        PrimaryPostcode: '2999',
      })
    ).json();
    expect(data.pickupLocations[0]).toMatchObject({
      pickupLocationAvailable: true,
      distance: 0,
      deliveryAvailable: true,
      deliveryPriceErrorCode: 1,
    });
  });

  it('serves New Zealand: pick-up in Auckland, Hamilton priced, the South Island and Chatham Islands by code 1', async () => {
    const nz = { Country: 'NZ', CustomerType: 'Private', ...vehicle };
    const ponsonby = (
      await pickups({
        ...nz,
        PrimaryAddress: '12 Ponsonby Road, Ponsonby, Auckland 1011',
        PrimarySuburb: 'Ponsonby',
        PrimaryState: 'Auckland',
        PrimaryPostcode: '1011',
      })
    ).json().data;
    expect(ponsonby.pickupLocations).toHaveLength(1);
    expect(ponsonby.pickupLocations[0]).toMatchObject({
      pickupLocationName: 'Cadillac Experience Centre Auckland',
      pickupLocationAddress: '501 Karangahape Road',
      pickupLocationAvailable: true,
      deliveryAvailable: false,
    });
    const hamilton = (
      await pickups({
        ...nz,
        PrimaryAddress: '1 Victoria St, Hamilton Central, Hamilton 3204',
        PrimarySuburb: 'Hamilton Central',
        PrimaryPostcode: '3204',
      })
    ).json().data;
    expect(hamilton.pickupLocations[0]).toMatchObject({
      distance: 141.7,
      deliveryAvailable: true,
      deliveryPrice: 45_000,
      deliveryPriceErrorCode: 0,
    });
    expect(hamilton.homeDeliveryState).toBe('Waikato');
    const christchurch = (
      await pickups({
        ...nz,
        PrimaryAddress: '1 Colombo St, Christchurch Central, Christchurch 8011',
        PrimaryPostcode: '8011',
      })
    ).json().data;
    expect(christchurch.pickupLocations[0]).toMatchObject({
      deliveryPriceErrorCode: 1,
      deliveryAvailable: true,
    });
    const chatham = (
      await pickups({ ...nz, PrimaryAddress: 'Waitangi, Chatham Islands 8942', PrimaryPostcode: '8942' })
    ).json().data;
    expect(chatham.pickupLocations[0]).toMatchObject({ deliveryPriceErrorCode: 1 });
  });

  it('refuses bad input with per-field details', async () => {
    const cases: [unknown, string, string?][] = [
      [{ ...sydney, ...parramatta, PrimaryAddress: '' }, 'PrimaryAddress', 'Primary Address is required.'],
      [
        { ...sydney, ...parramatta, PrimaryAddress: undefined },
        'PrimaryAddress',
        'Primary Address is required.',
      ],
      [{ ...sydney, ...parramatta, PrimaryPostcode: '' }, 'PrimaryPostcode', 'Primary Postcode is required.'],
      [{ ...sydney, ...parramatta, PrimaryPostcode: 2150 }, 'PrimaryPostcode'],
      [{ ...sydney, ...parramatta, PrimaryPostcode: '21500' }, 'PrimaryPostcode'],
      [{ ...sydney, ...parramatta, State: undefined }, 'State', 'State is required for Australia.'],
      [
        { ...sydney, ...parramatta, Country: 'NZ', State: 'NSW' },
        'State',
        'New Zealand has no state; leave State empty.',
      ],
      [{ ...sydney, ...parramatta, Country: 'GB' }, 'Country'],
      [{ ...sydney, ...parramatta, VehicleSubTotal: 'lots' }, 'VehicleSubTotal'],
      [{ ...sydney, ...parramatta, VehicleSubTotal: -1 }, 'VehicleSubTotal'],
      [{ ...sydney, ...parramatta, CustomerType: 'Dealer' }, 'CustomerType'],
      [{ ...sydney, ...parramatta, PrimaryAddress: 'x'.repeat(301) }, 'PrimaryAddress'],
      [{ ...sydney, ...parramatta, PrimarySuburb: { name: 'Parramatta' } }, 'PrimarySuburb'],
    ];
    for (const [body, field, message] of cases) {
      const res = await pickups(body);
      expect(res.statusCode, `${field} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      const detail = res.json().details.find((d: { field: string }) => d.field === field);
      expect(detail, field).toBeDefined();
      if (message) expect(detail.message).toBe(message);
    }
  });
});

describe('POST /api/Location/get-delivery-price and /api/GoogleAPIs/get-distance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const price = (body: unknown) => t.post('/api/Location/get-delivery-price', body);
  const distance = (body: unknown) => t.post('/api/GoogleAPIs/get-distance', body);
  const toDubbo = {
    Country: 'AU',
    DeliveryAddress: '5 Bligh St, Dubbo NSW 2830',
    DeliverySuburb: 'Dubbo',
    DeliveryState: 'NSW',
    DeliveryPostcode: '2830',
    CustomerType: 'Private',
    VariantName: 'Luxury',
    VehicleSubTotal: 11_700_000,
  };

  it('prices delivery to a different address from the chosen pick-up location', async () => {
    const res = await price({ ...toDubbo, ...rosebery });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      deliveryAvailable: true,
      distance: 380,
      deliveryPrice: 80_000,
      deliveryPriceErrorCode: 0,
    });
  });

  it('takes the centre by its id, as the delivery wizard sends it, and names an unknown id', async () => {
    const byId = await price({ ...toDubbo, PickupLocationID: 'sydney-rosebery' });
    expect(byId.json().data).toMatchObject({ deliveryAvailable: true, distance: 380, deliveryPrice: 80_000 });
    const fromBrisbane = await price({ ...toDubbo, PickupLocationID: 'brisbane' });
    expect(fromBrisbane.json().data).toMatchObject({ deliveryAvailable: false, deliveryPrice: 0 });
    const unknown = await price({ ...toDubbo, PickupLocationID: 'nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'UnknownPickupLocation',
      details: [{ field: 'PickupLocationID', message: 'Choose a pick-up location from the list.' }],
    });
  });

  it('uses the nearest centre that dispatches when no pick-up location is sent', async () => {
    expect((await price(toDubbo)).json().data).toMatchObject({ distance: 380, deliveryPrice: 80_000 });
  });

  it('offers no delivery from a centre that does not dispatch, nor inside the minimum distance', async () => {
    const fromBrisbane = await price({
      ...toDubbo,
      PickupAddress: 'Address to be confirmed',
      PickupPostcode: '4006',
    });
    expect(fromBrisbane.json().data).toMatchObject({
      deliveryAvailable: false,
      deliveryPrice: 0,
      deliveryPriceErrorCode: 0,
    });
    const nearby = await price({
      ...toDubbo,
      ...rosebery,
      DeliveryAddress: '1 George St, Parramatta NSW 2150',
      DeliverySuburb: 'Parramatta',
      DeliveryPostcode: '2150',
    });
    expect(nearby.json().data).toEqual({
      deliveryAvailable: false,
      distance: 27.1,
      deliveryPrice: 0,
      deliveryPriceErrorCode: 0,
    });
  });

  it('refuses a pick-up location that is not a centre, and bad input', async () => {
    const unknown = await price({ ...toDubbo, PickupAddress: '1 Fake St', PickupPostcode: '2000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'UnknownPickupLocation',
      details: [{ field: 'PickupAddress' }],
    });
    const nzNoPostcode = await price({
      Country: 'NZ',
      DeliveryAddress: '1 Victoria St, Hamilton',
      DeliveryPostcode: '',
    });
    expect(nzNoPostcode.statusCode).toBe(400);
    expect(nzNoPostcode.json().details).toEqual([
      { field: 'DeliveryPostcode', message: 'Delivery Postcode is required, Please change another address' },
    ]);
    const noAddress = await price({ ...toDubbo, DeliveryAddress: '  ' });
    expect(noAddress.json().details[0]).toEqual({
      field: 'DeliveryAddress',
      message: 'Delivery Address is required.',
    });
    // A postcode of another state is refused, naming it (issue 14.19); the state's full name is understood.
    const otherState = await price({ ...toDubbo, DeliveryState: 'Queensland' });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().details).toEqual([
      { field: 'DeliveryPostcode', message: 'Postcode 2830 is in NSW, not Queensland.' },
    ]);
    expect((await price({ ...toDubbo, DeliveryState: 'New South Wales' })).statusCode).toBe(200);
    const otherTown = await price({ ...toDubbo, DeliverySuburb: 'Sydney' });
    expect(otherTown.json().details).toEqual([
      { field: 'DeliverySuburb', message: 'Sydney is not in postcode 2830.' },
    ]);
    expect((await price({ ...toDubbo, DeliveryState: 'Texas' })).statusCode).toBe(400);
    expect((await price({ ...toDubbo, VehicleSubTotal: 1.5 })).statusCode).toBe(400);
    expect((await price({ ...toDubbo, DeliveryPostcode: 2830 })).statusCode).toBe(400);
  });

  it('answers the road distance in km, and refuses what it cannot measure', async () => {
    const res = await distance({ ...toDubbo, ...rosebery });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: 380 });
    const hobart = await distance({
      ...toDubbo,
      DeliveryAddress: '1 Elizabeth St, Hobart TAS 7000',
      DeliverySuburb: 'Hobart',
      DeliveryState: 'TAS',
      DeliveryPostcode: '7000',
    });
    expect(hobart.statusCode).toBe(422);
    expect(hobart.json()).toMatchObject({ status: false, errorCode: 'NoRoadRoute' });
    const nowhere = await distance({
      Country: 'AU',
      DeliveryAddress: 'Nowhere in particular',
      DeliveryPostcode: '2999',
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().errorCode).toBe('AddressNotFound');
    expect((await distance({ Country: 'AU', DeliveryPostcode: '2830' })).statusCode).toBe(400);
  });
});
