import type { ConfigurationToPrice, PricedConfiguration, PricingService } from '../pricing/pricing.service';

/**
 * Remembers drive-away prices for a short while, so listing inventory prices each configuration once rather
 * than once per request. The key holds every input and the market's pricing date, so a new day or another
 * state is priced afresh; a catalogue or promotion change reaches the list within `ttlMs`. Failures are not
 * remembered.
 */
export function memoisePrices(
  pricing: Pick<PricingService, 'priceConfiguration' | 'pricingDate'>,
  options: { ttlMs: number; maxEntries: number; now: () => number },
) {
  const entries = new Map<string, { at: number; value: Promise<PricedConfiguration> }>();
  return (input: ConfigurationToPrice): Promise<PricedConfiguration> => {
    const key = JSON.stringify([
      pricing.pricingDate(input.country, input.state),
      input.country,
      input.state ?? '',
      input.customerType,
      input.variantId,
      input.exteriorId,
      input.interiorId,
      input.optionIds,
      input.deliveryOption,
      input.postcode ?? '',
      input.suburb ?? '',
    ]);
    const now = options.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < options.ttlMs) return hit.value;
    if (entries.size >= options.maxEntries) entries.clear();
    const value = pricing.priceConfiguration(input);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
