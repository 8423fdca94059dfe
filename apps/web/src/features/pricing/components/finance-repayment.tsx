import type { CountryCode, PaymentOption } from '@showroom/domain';
import { useFinanceOfferId } from '../../../lib/use-offers';
import { useFinanceQuote } from '../hooks/use-finance-quote';
import styles from './driveaway-price.module.css';

/**
 * The bar's finance line: the regular repayment of the loan the customer set up in the payment options dialog
 * (the same calculation, so the two always agree). A finance offer that has ended falls back to standard finance.
 */
export function FinanceRepayment({
  country,
  driveAwayPrice,
  option,
}: {
  country: CountryCode;
  driveAwayPrice: number;
  option: Exclude<PaymentOption, 'Cash'>;
}) {
  const offerId = useFinanceOfferId(country, option === 'FinanceOffer');
  const { quote, result } = useFinanceQuote(
    country,
    driveAwayPrice,
    option === 'FinanceOffer' ? (offerId ?? 0) : 0,
  );
  if (!quote) return null;
  return (
    <span className={`${styles.finance} ${result.isFetching ? styles.updating : ''}`} aria-live="polite">
      Finance: {quote.monthlyLoanPaymentText} {quote.freqencyName.toLowerCase()}
    </span>
  );
}
