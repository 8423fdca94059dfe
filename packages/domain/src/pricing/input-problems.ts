import { isAustralianState, isCountryCode } from '../market';
import { customerTypes, type DriveAwayInput, deliveryOptions } from './drive-away-types';
import { isIsoDate } from './iso-date';
import { discountTypes, type Promotion, promotionNames } from './promotion';

/**
 * One thing wrong with a drive-away input, named by its field path.
 * @example { field: 'state', message: 'New Zealand has no state.' }
 */
export interface InputProblem {
  readonly field: string;
  readonly message: string;
}

/** The largest amount accepted, $100,000,000 in cents (as the contract's Money field). */
const maxAmount = 10_000_000_000;

const vehicleRules = ['FixedAmount', 'GstShare'];
const onRoadRules = ['FixedAmount', 'AllOnRoadFees', 'LuxuryCarTax', 'AllOnRoadFeesAndLuxuryCarTax'];

/**
 * Everything wrong with an input, for a caller that wants to answer 400 rather than let `priceDriveAway` throw.
 * An empty list means `priceDriveAway` accepts the input (it still throws for a date before its tables).
 * @example findDriveAwayInputProblems({ ...input, country: 'NZ', state: 'NSW' })
 * // [{ field: 'state', message: 'New Zealand has no state.' }]
 * @example findDriveAwayInputProblems({ ...input, variantPrice: -1 })
 * // [{ field: 'variantPrice', message: 'Must be a whole number of cents from 0 to 10000000000.' }]
 */
export function findDriveAwayInputProblems(input: DriveAwayInput): InputProblem[] {
  const problems: InputProblem[] = [];
  const problem = (field: string, message: string) => {
    problems.push({ field, message });
  };
  const amount = (field: string, value: unknown) => {
    if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > maxAmount) {
      problem(field, `Must be a whole number of cents from 0 to ${maxAmount}.`);
    }
  };

  if (!isCountryCode(input.country)) problem('country', 'Must be AU or NZ.');
  if (input.country === 'AU' && !isAustralianState(input.state)) {
    problem('state', 'Australia needs one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA.');
  }
  if (input.country === 'NZ' && input.state !== undefined) problem('state', 'New Zealand has no state.');
  if (!(customerTypes as readonly unknown[]).includes(input.customerType)) {
    // The contract reads the spec's 'Private Customer' / 'Business Customer' as these before pricing.
    problem('customerType', `Must be ${customerTypes.join(' or ')}.`);
  }
  amount('variantPrice', input.variantPrice);
  amount('exteriorPrice', input.exteriorPrice);
  amount('interiorPrice', input.interiorPrice);
  if (!Array.isArray(input.optionPrices)) problem('optionPrices', 'Must be a list of amounts.');
  else {
    for (const [index, price] of input.optionPrices.entries()) amount(`optionPrices.${index}`, price);
  }
  if (!(deliveryOptions as readonly unknown[]).includes(input.deliveryOption)) {
    problem('deliveryOption', `Must be ${deliveryOptions.join(' or ')}.`);
  }
  amount('deliveryPrice', input.deliveryPrice);
  if (input.distanceKm !== undefined && !(Number.isFinite(input.distanceKm) && input.distanceKm >= 0)) {
    problem('distanceKm', 'Must be a distance of 0 km or more.');
  }
  if (!isIsoDate(input.pricingDate)) problem('pricingDate', 'Must be a calendar date written YYYY-MM-DD.');
  if (!Array.isArray(input.promotions)) problem('promotions', 'Must be a list of promotions.');
  else {
    for (const [index, promotion] of input.promotions.entries()) {
      checkPromotion(promotion, `promotions.${index}`, problem, amount);
    }
  }
  return problems;
}

function checkPromotion(
  promotion: Promotion,
  path: string,
  problem: (field: string, message: string) => void,
  amount: (field: string, value: unknown) => void,
): void {
  if (typeof promotion !== 'object' || promotion === null) {
    problem(path, 'Must be a promotion.');
    return;
  }
  if (!(promotionNames as readonly unknown[]).includes(promotion.name))
    problem(`${path}.name`, 'Unknown promotion.');
  if (!isCountryCode(promotion.country)) problem(`${path}.country`, 'Must be AU or NZ.');
  if (!isIsoDate(promotion.validFrom)) problem(`${path}.validFrom`, 'Must be a date written YYYY-MM-DD.');
  if (!isIsoDate(promotion.validTo)) problem(`${path}.validTo`, 'Must be a date written YYYY-MM-DD.');
  else if (isIsoDate(promotion.validFrom) && promotion.validTo < promotion.validFrom) {
    problem(`${path}.validTo`, 'Must not be before validFrom.');
  }
  if (!(discountTypes as readonly unknown[]).includes(promotion.discountType)) {
    problem(`${path}.discountType`, 'Must be Vehicle or OnRoadFees.');
    return;
  }
  const rules = promotion.discountType === 'Vehicle' ? vehicleRules : onRoadRules;
  const rule = promotion.amount?.rule;
  if (!rules.includes(rule)) {
    problem(`${path}.amount.rule`, `A ${promotion.discountType} discount takes one of: ${rules.join(', ')}.`);
  } else if (promotion.amount.rule === 'FixedAmount') {
    amount(`${path}.amount.amount`, promotion.amount.amount);
  }
}
