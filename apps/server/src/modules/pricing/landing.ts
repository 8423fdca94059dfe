import type { DataOf, getLandingPage } from '@showroom/contract';
import { type Cents, formatMoney } from '@showroom/domain';
import { standardFinanceSummary } from './finance-summary';
import type { PricedConfiguration } from './pricing.service';

type LandingData = DataOf<typeof getLandingPage>;

/** How often a repayment falls due, as the landing words it. */
const perFrequency: Record<string, string> = {
  Monthly: 'per month',
  Fortnightly: 'per fortnight',
  Weekly: 'per week',
};

/**
 * The landing's starting price (spec 000 sections 1 and 3): the configuration with the lowest drive-away price.
 * Australia shows its drive-away price and the standard finance repayment on it; New Zealand shows neither
 * but its promotional line (the running promotion's text), which Australia shows as promo buttons instead.
 */
export function landingReply(
  starting: readonly PricedConfiguration[],
  /** Estimated delivery of a configuration from live stock ('Waitlisted' without stock). */
  deliveryOf: (priced: PricedConfiguration) => string,
  location: { postcode: string | null; suburb: string | null },
  promoText: string | null,
): LandingData | null {
  const lowest = [...starting].sort((a, b) => a.cost.driveawayPrice - b.cost.driveawayPrice)[0];
  if (!lowest) return null;
  const { cost, variant, exterior, interior } = lowest;
  const australia = cost.country === 'AU';
  const finance = australia ? standardFinanceSummary(cost.country, cost.driveawayPrice as Cents) : null;
  return {
    country: cost.country,
    state: cost.state,
    postcode: location.postcode,
    suburb: location.suburb,
    subTotal: cost.subTotal,
    driveawayCost: australia ? cost.driveawayPrice : null,
    available: deliveryOf(lowest),
    yanaVariantId: variant.id,
    variantName: variant.name,
    variantPrice: variant.priceCents,
    exteriorId: exterior.exterior.id,
    exteriorPrice: exterior.exterior.priceCents,
    interiorId: interior.interior.id,
    interiorPrice: interior.interior.priceCents,
    optionType: null,
    optionName: null,
    optionPrice: null,
    loanPaymentText: finance ? formatMoney(finance.loanPayment as Cents) : null,
    frequentlyText: finance ? (perFrequency[finance.frequencyName] ?? null) : null,
    promoText: australia ? null : promoText,
  };
}
