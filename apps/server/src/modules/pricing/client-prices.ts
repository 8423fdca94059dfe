import type { FieldError, getDriveawayCost, ParsedBodyOf } from '@showroom/contract';
import { AppError } from '../../platform/http/app-error';
import type { PricedConfiguration } from './pricing.service';

type Body = ParsedBodyOf<typeof getDriveawayCost>;

/** The client's price of a field when it sent one that differs from ours. */
function mismatch(field: string, sent: number | null | undefined, actual: number): FieldError[] {
  return sent !== null && sent !== undefined && sent !== actual
    ? [{ field, message: `The price is ${actual} cents, not ${sent}.` }]
    : [];
}

/** Options whose price the client sent differently from the catalogue (`priced` is in the order they were sent). */
export function optionPriceMismatches(
  sent: readonly { OptionPrice?: number | null | undefined }[],
  priced: PricedConfiguration['options'],
  fieldPrefix: string,
): FieldError[] {
  return sent.flatMap((option, index) =>
    mismatch(`${fieldPrefix}${index}.OptionPrice`, option.OptionPrice, priced[index]!.priceCents),
  );
}

/**
 * A 409 PriceMismatch naming each field, so a client holding a stale catalogue reloads it rather than show (or
 * reserve at) a price we would not charge. Nothing when the list is empty.
 */
export function refusePriceMismatches(mismatches: FieldError[]): void {
  if (mismatches.length === 0) return;
  throw new AppError(
    409,
    'PriceMismatch',
    'The prices sent differ from the current catalogue. Please reload the configuration.',
    mismatches,
  );
}

/** Catalogue prices a get-driveaway-cost request sent that differ from the catalogue. Unsent prices are not checked. */
export function checkClientPrices(body: Body, priced: PricedConfiguration): void {
  refusePriceMismatches([
    ...mismatch('VariantPrice', body.VariantPrice, priced.variant.priceCents),
    ...mismatch('ExteriorPrice', body.ExteriorPrice, priced.exterior.exterior.priceCents),
    ...mismatch('InteriorPrice', body.InteriorPrice, priced.interior.interior.priceCents),
    ...optionPriceMismatches(body.Options, priced.options, 'Options.'),
    ...mismatch('SubTotal', body.SubTotal, priced.cost.subTotal),
  ]);
}
