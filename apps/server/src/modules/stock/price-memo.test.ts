import { describe, expect, it } from 'vitest';
import type { ConfigurationToPrice, PricedConfiguration } from '../pricing/pricing.service';
import { memoisePrices } from './price-memo';

const input: ConfigurationToPrice = {
  country: 'AU',
  state: 'NSW',
  customerType: 'Private',
  variantId: 'AU-LUX',
  exteriorId: 'AU-LUX-SBM',
  interiorId: 'AU-LUX-JBI',
  optionIds: [],
  deliveryOption: 'Pickup',
};

function fakePricing(fail = false) {
  const calls: ConfigurationToPrice[] = [];
  let day = '2026-03-02';
  return {
    calls,
    setDay: (next: string) => {
      day = next;
    },
    pricing: {
      pricingDate: () => day,
      priceConfiguration: (asked: ConfigurationToPrice) => {
        calls.push(asked);
        return fail
          ? Promise.reject(new Error('no price'))
          : Promise.resolve({ cost: { driveawayPrice: calls.length } } as unknown as PricedConfiguration);
      },
    },
  };
}

describe('memoisePrices', () => {
  it('prices a configuration once within the time to live, again after it, on a new day or in another state', async () => {
    let now = 0;
    const fake = fakePricing();
    const priceOf = memoisePrices(fake.pricing, { ttlMs: 1000, maxEntries: 10, now: () => now });
    await priceOf(input);
    await priceOf({ ...input });
    expect(fake.calls).toHaveLength(1);
    await priceOf({ ...input, state: 'VIC' });
    expect(fake.calls).toHaveLength(2);
    now = 1000;
    await priceOf(input);
    expect(fake.calls).toHaveLength(3);
    fake.setDay('2026-03-03');
    await priceOf(input);
    expect(fake.calls).toHaveLength(4);
  });

  it('does not remember a failure', async () => {
    const fake = fakePricing(true);
    const priceOf = memoisePrices(fake.pricing, { ttlMs: 1000, maxEntries: 10, now: () => 0 });
    await expect(priceOf(input)).rejects.toThrow('no price');
    await expect(priceOf(input)).rejects.toThrow('no price');
    expect(fake.calls).toHaveLength(2);
  });
});
