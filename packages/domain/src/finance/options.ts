import type { BalloonOption, FinanceProduct, FinanceResult, FrequencyOption, TermOption } from './types';

/** A choice in a finance dropdown, shaped as the spec's finance filters (spec 001 section 3). */
export interface FinanceFilter {
  readonly filterID: number;
  readonly filterName: string;
  readonly isDefault: boolean;
}

function toFilter(option: { id: number; name: string; isDefault: boolean }): FinanceFilter {
  return { filterID: option.id, filterName: option.name, isDefault: option.isDefault };
}

/**
 * The terms of a product as filters.
 * @example termFilters(australianStandardFinance)[3] // { filterID: 60, filterName: '60 months', isDefault: true }
 */
export function termFilters(product: FinanceProduct): FinanceFilter[] {
  return product.terms.map(toFilter);
}

/**
 * The repayment frequencies of a product as filters.
 * @example frequencyFilters(newZealandStandardFinance).map((f) => f.filterName) // ['Monthly', 'Fortnightly', 'Weekly']
 */
export function frequencyFilters(product: FinanceProduct): FinanceFilter[] {
  return product.frequencies.map(toFilter);
}

/**
 * The balloon options a term allows, as filters; refused for a term the product does not have.
 * Offer finance allows no balloon, so its list is empty.
 * @example balloonFilters(australianStandardFinance, 60) // ok: 0%, 10%, 20%, 30%
 * @example balloonFilters(australianStandardFinance, 72) // refused: unknown-term
 */
export function balloonFilters(product: FinanceProduct, termId: number): FinanceResult<FinanceFilter[]> {
  const term = findTerm(product, termId);
  return term.ok ? { ok: true, value: term.value.balloonOptions.map(toFilter) } : term;
}

/**
 * The default term (spec 001 section 4): the server-flagged default (an offer flags its own default term), else
 * the first. Undefined only for an empty list.
 * @example defaultTermId([{ filterID: 24, filterName: '24 months', isDefault: false }, { filterID: 36, filterName: '36 months', isDefault: true }]) // 36
 */
export function defaultTermId(terms: readonly FinanceFilter[]): number | undefined {
  return (terms.find((t) => t.isDefault) ?? terms[0])?.filterID;
}

/**
 * The term with this id.
 * @example findTerm(australianStandardFinance, 48) // ok: 48 months at 549 bp
 */
export function findTerm(product: FinanceProduct, termId: number): FinanceResult<TermOption> {
  const term = product.terms.find((t) => t.id === termId);
  return term
    ? { ok: true, value: term }
    : { ok: false, refusal: { code: 'unknown-term', message: 'This loan term is not available.' } };
}

/** No balloon: what a term without balloon options (offer finance) or without a choice gives. */
const noBalloon: BalloonOption = { id: 0, percent: 0, name: '0%', isDefault: true };

/**
 * The balloon with this id among those the term allows; no id (null) means no balloon. A term without
 * balloon options accepts only no balloon or id 0.
 * @example findBalloon(australianStandardFinance.terms[3]!, 20) // ok: 20%
 * @example findBalloon(financeOffer2025.product.terms[0]!, 10) // refused: unknown-balloon
 */
export function findBalloon(term: TermOption, balloonId: number | null): FinanceResult<BalloonOption> {
  if (balloonId === null) return { ok: true, value: noBalloon };
  const balloon =
    term.balloonOptions.find((b) => b.id === balloonId) ??
    (term.balloonOptions.length === 0 && balloonId === 0 ? noBalloon : undefined);
  return balloon
    ? { ok: true, value: balloon }
    : { ok: false, refusal: { code: 'unknown-balloon', message: 'This balloon payment is not available.' } };
}

/**
 * The repayment frequency with this id; no id (null) means the product's default.
 * @example findFrequency(newZealandStandardFinance, 3) // ok: weekly
 * @example findFrequency(australianStandardFinance, 3) // refused: unknown-frequency (weekly is NZ only)
 */
export function findFrequency(
  product: FinanceProduct,
  frequencyId: number | null,
): FinanceResult<FrequencyOption> {
  const frequency =
    frequencyId === null
      ? (product.frequencies.find((f) => f.isDefault) ?? product.frequencies[0])
      : product.frequencies.find((f) => f.id === frequencyId);
  return frequency
    ? { ok: true, value: frequency }
    : {
        ok: false,
        refusal: { code: 'unknown-frequency', message: 'This repayment frequency is not available.' },
      };
}
