import { formatMoney } from '../money';
import type { FinanceQuote } from './quote';

/**
 * A rate in basis points as the finance result shows it.
 * @example formatRate(679) // '6.79% p.a.'
 */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}% p.a.`;
}

/** The 'Calculated finance result' of spec 001 section 3, field names (and their spelling) as the spec has them. */
export interface FinanceResultTexts {
  /** The regular repayment of the chosen frequency (the name is the spec's, also for weekly and fortnightly). */
  readonly monthlyLoanPaymentText: string;
  readonly interestRateText: string;
  /** Top of the lender's rate range (our reading of the spec's field; see docs/finance.md). */
  readonly interestRateTo: string;
  readonly comparisonRateText: string;
  readonly totalFinancedAmountText: string;
  readonly creditAssistanceFeeText: string;
  readonly balloonpaymentText: string;
  readonly freqencyName: string;
  /** Total amount payable: repayments, balloon and account fees. */
  readonly totalLoanPayment: string;
  readonly monthlyAccountFeeText: string;
  readonly ppsr: string;
}

/**
 * The texts of a finance result, en-AU.
 * @example financeResultTexts(quote).monthlyLoanPaymentText // '$586.20' ($31,000 drive-away, $1,000 deposit, 60 months, AU sample)
 * @example financeResultTexts(quote).comparisonRateText // '6.79% p.a.'
 */
export function financeResultTexts(quote: FinanceQuote): FinanceResultTexts {
  return {
    monthlyLoanPaymentText: formatMoney(quote.repayment.regularRepayment),
    interestRateText: formatRate(quote.annualRateBp),
    interestRateTo: formatRate(quote.product.annualRateToBp),
    comparisonRateText: formatRate(quote.comparisonRateBp),
    totalFinancedAmountText: formatMoney(quote.amountFinanced),
    creditAssistanceFeeText: formatMoney(quote.fees.creditAssistance),
    balloonpaymentText: formatMoney(quote.balloon),
    freqencyName: quote.frequency.name,
    totalLoanPayment: formatMoney(quote.totalAmountPayable),
    monthlyAccountFeeText: formatMoney(quote.fees.monthlyAccount),
    ppsr: formatMoney(quote.fees.ppsr),
  };
}
