import type { DriveAwayFinanceData } from '@showroom/contract';
import {
  type Cents,
  type CountryCode,
  defaultTermId,
  minimumDeposit,
  quoteFinance,
  standardFinance,
  termFilters,
} from '@showroom/domain';

/**
 * The finance data of the price answer (spec 001 section 3): the market's standard finance with its default term
 * (spec 001 section 4), no balloon, the default frequency and the standard minimum deposit. Null when that loan
 * cannot be made (a price too small to finance above the deposit).
 * @example standardFinanceSummary('AU', cents(3_100_000)) // { loanPayment: 58_620, term: 60, comparisonRate: 6.79, … }
 */
export function standardFinanceSummary(
  country: CountryCode,
  driveAwayPrice: Cents,
): DriveAwayFinanceData | null {
  const product = standardFinance[country];
  const termId = defaultTermId(termFilters(product));
  if (termId === undefined) return null;
  const deposit = minimumDeposit(product.minimumDeposit, driveAwayPrice);
  const quote = quoteFinance({
    product,
    termId,
    balloonId: null,
    frequencyId: null,
    driveAwayPrice,
    deposit,
  });
  if (!quote.ok) return null;
  const { value } = quote;
  return {
    balloonAmount: value.balloon,
    comparisonRate: value.comparisonRateBp / 100,
    interestRate: value.annualRateBp / 100,
    loanPayment: value.repayment.regularRepayment,
    term: value.term.months,
    frequencyName: value.frequency.name,
    deposit,
  };
}
