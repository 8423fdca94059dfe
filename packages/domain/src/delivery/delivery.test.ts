import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFee, deliveryFeeSchedules, quoteHomeDelivery } from './delivery-fee';
import { estimateRoadKm, greatCircleKm, type LatLng, roadFactor, roundKm } from './geo';
import { isRoadConnected, landMassOf } from './land-mass';
import { deliveryErrorMessage, stateMismatchMessage } from './messages';

const rosebery: LatLng = { lat: -33.9165, lng: 151.2 };
const dubbo: LatLng = { lat: -32.2315, lng: 148.633 };
const parramatta: LatLng = { lat: -33.8136, lng: 151.0034 };

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('great-circle distance', () => {
  it('matches known distances', () => {
    expect(greatCircleKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 })).toBeCloseTo(
      713.4,
      1,
    );
    expect(greatCircleKm(rosebery, dubbo)).toBeCloseTo(303.8, 1);
    // Across the antimeridian: Auckland to the Chatham Islands is about 800 km, not half the globe.
    const chatham = greatCircleKm({ lat: -36.8485, lng: 174.7633 }, { lat: -43.954, lng: -176.56 });
    expect(chatham).toBeGreaterThan(750);
    expect(chatham).toBeLessThan(1100);
  });

  it('is symmetric, non-negative, zero to itself and at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
        expect(Math.abs(d - greatCircleKm(b, a))).toBeLessThan(1e-6);
        expect(greatCircleKm(a, a)).toBeLessThan(1e-6);
      }),
    );
  });

  it('estimates road km as great-circle × the road factor, one decimal', () => {
    expect(roadFactor).toBe(1.25);
    expect(estimateRoadKm(rosebery, dubbo)).toBe(379.8);
    expect(estimateRoadKm(rosebery, parramatta)).toBe(26.8);
    expect(roundKm(12.25)).toBe(12.3);
  });
});

describe('land masses', () => {
  it('separates Tasmania and the islands from the mainland', () => {
    expect(landMassOf('AU', '2150')).toBe('australian-mainland');
    expect(landMassOf('AU', '0800')).toBe('australian-mainland');
    expect(landMassOf('AU', '7000')).toBe('tasmania');
    expect(landMassOf('AU', '7256')).toBe('king-island');
    expect(landMassOf('AU', '5223')).toBe('kangaroo-island');
    expect(landMassOf('AU', '2899')).toBe('norfolk-island');
    expect(landMassOf('NZ', '1010')).toBe('north-island');
    expect(landMassOf('NZ', '6011')).toBe('north-island');
    expect(landMassOf('NZ', '8011')).toBe('south-island');
    expect(landMassOf('NZ', '8942')).toBe('chatham-islands');
    expect(landMassOf('NZ', '1081')).toBe('waiheke-island');
    expect(landMassOf('NZ', '')).toBeUndefined();
    expect(landMassOf('AU', '215')).toBeUndefined();
  });

  it('rules out a road route only when both land masses are known and differ', () => {
    expect(isRoadConnected('AU', '2018', '2830')).toBe(true);
    expect(isRoadConnected('AU', '2018', '7000')).toBe(false);
    expect(isRoadConnected('NZ', '1010', '8011')).toBe(false);
    expect(isRoadConnected('NZ', '1010', undefined)).toBe(true);
  });
});

describe('home delivery quote (sample schedule)', () => {
  it('refuses home delivery inside the minimum distance', () => {
    expect(quoteHomeDelivery('AU', { kind: 'measured', km: 26.8 })).toEqual({
      outcome: 'within-minimum-distance',
      deliveryAvailable: false,
      distanceKm: 26.8,
      price: 0,
      errorCode: 0,
    });
    expect(quoteHomeDelivery('AU', { kind: 'measured', km: 99.9 }).deliveryAvailable).toBe(false);
  });

  it('prices by 100 km band from the minimum distance', () => {
    const au = deliveryFeeSchedules.AU;
    expect(deliveryFee(au, 100)).toBe(50_000);
    expect(deliveryFee(au, 199.9)).toBe(50_000);
    expect(deliveryFee(au, 200)).toBe(65_000);
    expect(deliveryFee(au, 379.8)).toBe(80_000);
    expect(deliveryFee(au, 1999.9)).toBe(320_000);
    expect(deliveryFee(au, 2000)).toBe(335_000);
    expect(deliveryFee(deliveryFeeSchedules.NZ, 150)).toBe(45_000);
    expect(quoteHomeDelivery('AU', { kind: 'measured', km: 379.84 })).toEqual({
      outcome: 'priced',
      deliveryAvailable: true,
      distanceKm: 379.8,
      price: 80_000,
      errorCode: 0,
    });
  });

  it('never lowers the fee as the distance grows, and always prices inside the limits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AU' as const, 'NZ' as const),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (country, km, more) => {
          const near = quoteHomeDelivery(country, { kind: 'measured', km });
          const far = quoteHomeDelivery(country, { kind: 'measured', km: km + more });
          const { minimumKm, maximumKm } = deliveryFeeSchedules[country];
          if (near.outcome === 'priced' && far.outcome === 'priced')
            expect(far.price).toBeGreaterThanOrEqual(near.price);
          if (near.distanceKm >= minimumKm && near.distanceKm <= maximumKm) {
            expect(near.outcome).toBe('priced');
            expect(near.price).toBeGreaterThan(0);
            expect(Number.isInteger(near.price)).toBe(true);
          } else {
            expect(near.price).toBe(0);
          }
        },
      ),
    );
  });

  it('answers code 1 beyond the limit, without a road route or without a location, and code 2 when the service failed', () => {
    expect(quoteHomeDelivery('AU', { kind: 'measured', km: 4100 })).toMatchObject({
      outcome: 'beyond-maximum-distance',
      deliveryAvailable: true,
      errorCode: 1,
      price: 0,
    });
    expect(quoteHomeDelivery('AU', { kind: 'no-road-route', km: 1050.04 })).toMatchObject({
      errorCode: 1,
      distanceKm: 1050,
    });
    expect(quoteHomeDelivery('NZ', { kind: 'unknown-address' })).toMatchObject({
      errorCode: 1,
      distanceKm: 0,
    });
    expect(quoteHomeDelivery('NZ', { kind: 'unavailable' })).toMatchObject({ errorCode: 2, price: 0 });
  });
});

describe('delivery messages (spec 000 sections 5 and 8)', () => {
  it('words the state refusal as the spec does', () => {
    expect(stateMismatchMessage('VIC')).toBe(
      'You can only enter VIC address or refresh page to re-select state.',
    );
  });

  it('words the error codes as the spec does, with the market phone number for code 2', () => {
    expect(deliveryErrorMessage(0, 'AU')).toBeUndefined();
    expect(deliveryErrorMessage(1, 'AU')).toBe(
      'We were unable to provide an accurate estimate for this delivery address. You can either try a different address or proceed with your order, and a member of our sales team will reach out to provide an estimate.',
    );
    expect(deliveryErrorMessage(2, 'AU')).toBe(
      'We are unable to calculate your regional deliver cost estimate at this time. You can try again later or call our Cadillac Sales team on 1800 223 455 for support through this step',
    );
    expect(deliveryErrorMessage(2, 'NZ')).toContain('0800 223 455');
  });
});
