import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { memoryCache } from '../../platform/shared/shared-cache';
import type { DeliveryFigures } from '../location/centre-choice';
import { deliveryQuoter, deliveryQuoteTtlMs } from './delivery-quote';

const priced: DeliveryFigures = {
  deliveryAvailable: true,
  distance: 888.5,
  deliveryPrice: 155_000,
  deliveryPriceErrorCode: 0,
};
const down: DeliveryFigures = {
  ...priced,
  deliveryAvailable: false,
  deliveryPrice: 0,
  deliveryPriceErrorCode: 2,
};

function counting(answers: DeliveryFigures[]) {
  const calls: unknown[] = [];
  return {
    calls,
    location: {
      verifiedDelivery: async (body: unknown) => {
        calls.push(body);
        return { figures: answers[Math.min(calls.length - 1, answers.length - 1)]!, place: undefined };
      },
    },
  };
}

const toowoomba = { country: 'AU' as const, state: 'QLD', postcode: '4350', suburb: 'Toowoomba' };

describe('deliveryQuoter', () => {
  it('asks the location module with the place as the delivery address', async () => {
    const { calls, location } = counting([priced]);
    expect(
      await deliveryQuoter(location, memoryCache(fixedClock('2026-03-02T00:00:00Z')))(toowoomba),
    ).toEqual(priced);
    expect(calls[0]).toMatchObject({
      Country: 'AU',
      DeliveryAddress: 'Toowoomba QLD 4350',
      DeliveryPostcode: '4350',
      DeliverySuburb: 'Toowoomba',
    });
  });

  it('reuses a quote for the same place for ten minutes, whatever the case of the suburb', async () => {
    const clock = fixedClock('2026-03-02T00:00:00Z');
    const { calls, location } = counting([priced]);
    const quote = deliveryQuoter(location, memoryCache(clock));
    await quote(toowoomba);
    clock.advance(deliveryQuoteTtlMs - 1);
    await quote({ ...toowoomba, suburb: 'TOOWOOMBA ' });
    expect(calls).toHaveLength(1);
    clock.advance(1);
    await quote(toowoomba);
    expect(calls).toHaveLength(2);
    await quote({ ...toowoomba, postcode: '4352' });
    expect(calls).toHaveLength(3);
  });

  it('does not keep an answer given while the providers were down', async () => {
    const { calls, location } = counting([down, priced]);
    const quote = deliveryQuoter(location, memoryCache(fixedClock('2026-03-02T00:00:00Z')));
    expect((await quote(toowoomba)).deliveryPriceErrorCode).toBe(2);
    expect((await quote(toowoomba)).deliveryPrice).toBe(155_000);
    expect(calls).toHaveLength(2);
  });
});
