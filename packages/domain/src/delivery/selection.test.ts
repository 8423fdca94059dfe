import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { deliveryMessages } from './messages';
import {
  type DeliveryAddress,
  type DeliverySelection,
  deliveryProblems,
  effectiveDelivery,
  emptyDeliverySelection,
  isFarPickup,
  type PickupPoint,
  withPickupLocations,
} from './selection';

const dubbo: DeliveryAddress = {
  fullAddress: '10 Macquarie St, Dubbo NSW 2830',
  suburb: 'Dubbo',
  state: 'NSW',
  postcode: '2830',
};
const parramatta: DeliveryAddress = {
  fullAddress: 'Parramatta NSW 2150',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
};

function centre(name: string, overrides: Partial<PickupPoint> = {}): PickupPoint {
  return {
    name,
    address: '1 Street',
    suburb: 'Rosebery',
    postcode: '2018',
    state: 'NSW',
    pickupAvailable: true,
    deliveryAvailable: true,
    deliveryPrice: cents(80_000),
    distance: 380,
    deliveryPriceErrorCode: 0,
    ...overrides,
  };
}

const sydney = centre('Cadillac Experience Centre Sydney', { distance: 180 });
const brisbane = centre('Brisbane', { pickupAvailable: false, deliveryAvailable: false });

function withPrimary(primary: DeliveryAddress, locations: PickupPoint[]): DeliverySelection {
  return withPickupLocations({ ...emptyDeliverySelection, primary }, locations);
}

describe('the delivery defaults (spec 000 section 4)', () => {
  it('selects the first location and picks up there when it is available', () => {
    const selection = withPrimary(dubbo, [sydney, brisbane]);
    expect(selection.pickupLocationName).toBe(sydney.name);
    expect(selection.option).toBe('Pickup');
  });

  it('falls back to home delivery, or to no option when neither is offered', () => {
    const noPickup = centre('Melbourne', { pickupAvailable: false });
    expect(withPrimary(dubbo, [noPickup]).option).toBe('HomeDelivery');
    expect(withPrimary(dubbo, [brisbane]).option).toBeNull();
    expect(withPrimary(dubbo, []).pickupLocationName).toBeNull();
  });

  it('does not set a shopper to collect from a centre far away (audit 000 D7)', () => {
    const melbourne: DeliveryAddress = {
      fullAddress: 'Collins Street, Melbourne VIC 3000',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    };
    const sydneyFromMelbourne = centre(sydney.name, { distance: 887.1 });
    const selection = withPrimary(melbourne, [sydneyFromMelbourne]);
    expect(selection.pickupLocationName).toBe(sydney.name);
    expect(selection.option).toBe('HomeDelivery');
    const noDelivery = centre(sydney.name, { distance: 887.1, deliveryAvailable: false });
    expect(withPrimary(melbourne, [noDelivery]).option).toBeNull();
    expect(isFarPickup(sydneyFromMelbourne)).toBe(true);
    expect(isFarPickup(centre('Near', { distance: 250 }))).toBe(false);
    expect(isFarPickup(centre('Unknown', { distance: 0 }))).toBe(false);
  });
});

describe('the delivery the price is computed for', () => {
  it('is free and 0 km when picking up', () => {
    expect(effectiveDelivery(withPrimary(dubbo, [sydney]))).toMatchObject({
      option: 'Pickup',
      deliveryPrice: 0,
      distance: 0,
      postcode: '2830',
    });
  });

  it('is priced from the chosen centre to the primary address, or to the different address', () => {
    const home = { ...withPrimary(dubbo, [sydney]), option: 'HomeDelivery' as const };
    expect(effectiveDelivery(home)).toMatchObject({ deliveryPrice: 80_000, distance: 180, suburb: 'Dubbo' });
    const elsewhere = { ...home, differentAddress: true, deliveryAddress: parramatta };
    expect(effectiveDelivery(elsewhere)).toBeUndefined();
    const quote = {
      deliveryAvailable: false,
      deliveryPrice: cents(0),
      distance: 27.1,
      deliveryPriceErrorCode: 0 as const,
    };
    expect(effectiveDelivery({ ...elsewhere, deliveryAddressQuote: quote })).toMatchObject({
      deliveryAvailable: false,
      postcode: '2150',
    });
  });
});

describe('the delivery checks before checkout (spec 000 section 5)', () => {
  it('asks for the primary address, its postcode and the chosen state', () => {
    expect(deliveryProblems(emptyDeliverySelection, 'AU', 'NSW')[0]?.message).toBe(
      deliveryMessages.primaryAddressRequired,
    );
    expect(deliveryProblems(withPrimary({ ...dubbo, postcode: '' }, [sydney]), 'AU', 'NSW')[0]?.message).toBe(
      deliveryMessages.primaryPostcodeRequired,
    );
    expect(deliveryProblems(withPrimary(dubbo, [sydney]), 'AU', 'VIC')[0]?.message).toBe(
      'You can only enter VIC address or refresh page to re-select state.',
    );
    expect(deliveryProblems(withPrimary(dubbo, [sydney]), 'AU', 'NSW')).toEqual([]);
  });

  it('asks for a pick-up location when picking up', () => {
    const selection = { ...withPrimary(dubbo, [sydney]), pickupLocationName: null };
    expect(deliveryProblems(selection, 'AU', 'NSW')).toEqual([
      { field: 'pickupLocation', message: deliveryMessages.pickupLocationRequired },
    ]);
  });

  it('refuses home delivery inside the minimum distance, but not an estimate error', () => {
    const near = centre('Sydney', { deliveryAvailable: false, distance: 27.1, deliveryPrice: cents(0) });
    const home = { ...withPrimary(parramatta, [near]), option: 'HomeDelivery' as const };
    expect(deliveryProblems(home, 'AU', 'NSW')).toEqual([
      { field: 'option', message: deliveryMessages.withinMinimumDistance },
    ]);
    const unknown = centre('Sydney', { deliveryPriceErrorCode: 1, deliveryPrice: cents(0) });
    expect(
      deliveryProblems({ ...withPrimary(dubbo, [unknown]), option: 'HomeDelivery' }, 'AU', 'NSW'),
    ).toEqual([]);
  });

  it('checks the different delivery address: present, same state (AU), with a postcode (NZ)', () => {
    const home: DeliverySelection = {
      ...withPrimary(dubbo, [sydney]),
      option: 'HomeDelivery',
      differentAddress: true,
    };
    expect(deliveryProblems(home, 'AU', 'NSW')[0]?.message).toBe(deliveryMessages.deliveryAddressRequired);
    const victoria = { fullAddress: 'Geelong VIC 3220', suburb: 'Geelong', state: 'VIC', postcode: '3220' };
    expect(deliveryProblems({ ...home, deliveryAddress: victoria }, 'AU', 'NSW')[0]?.message).toBe(
      deliveryMessages.deliveryStateMismatch,
    );
    const auckland = {
      fullAddress: 'Auckland Central',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postcode: '1010',
    };
    const nz: DeliverySelection = {
      ...withPrimary(auckland, [sydney]),
      option: 'HomeDelivery',
      differentAddress: true,
      deliveryAddress: { ...auckland, postcode: '' },
    };
    expect(deliveryProblems(nz, 'NZ', undefined)[0]?.message).toBe(
      deliveryMessages.deliveryPostcodeRequiredNz,
    );
  });
});
