import { type CountryCode, cents, formatMoney } from '@showroom/domain';
import { useId } from 'react';
import { PriceLine, PriceList } from '../../../components/price-line';
import { SelectField } from '../../../components/select-field';
import { useFinanceQuote } from '../hooks/use-finance-quote';
import styles from './finance-calculator.module.css';

type Filter = { filterID: number; filterName: string };

const toOptions = (filters: readonly Filter[] | undefined) =>
  (filters ?? []).map((filter) => ({ value: String(filter.filterID), label: filter.filterName }));

/**
 * A finance calculator on the drive-away price (spec 001 sections 4 and 5): standard finance (offer 0) or a
 * finance offer; term, balloon and repayment frequency from the server, the deposit with its minimum and
 * maximum rules, and the repayments.
 */
export function FinanceCalculator({
  country,
  driveAwayPrice,
  offerId,
}: {
  country: CountryCode;
  driveAwayPrice: number;
  offerId: number;
}) {
  const id = useId();
  const loan = useFinanceQuote(country, driveAwayPrice, offerId);
  const { quote, refusal, range, result, body } = loan;
  const hasBalloons = (loan.balloons.data?.length ?? 0) > 0;

  return (
    <div className={styles.calculator}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-deposit`} className={styles.label}>
            Deposit
          </label>
          <input
            id={`${id}-deposit`}
            className={styles.input}
            inputMode="decimal"
            value={loan.depositText}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-deposit-error` : undefined}
            onChange={(event) => loan.setDepositText(event.target.value.replace(/[^\d.]/g, ''))}
            onBlur={loan.clampDeposit}
          />
          {refusal ? (
            <p id={`${id}-deposit-error`} className={styles.error} role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
        <SelectField
          label="Term"
          placeholder="Choose a term"
          loading={loan.terms.isPending}
          value={loan.term === undefined ? '' : String(loan.term)}
          onChange={(value) => loan.setTerm(Number(value))}
          options={toOptions(loan.terms.data)}
        />
        {hasBalloons ? (
          <SelectField
            label="Balloon payment"
            placeholder="No balloon"
            loading={loan.balloons.isFetching}
            value={loan.balloonPercent === null ? '' : String(loan.balloonPercent)}
            onChange={(value) => loan.setBalloon(value === '' ? null : Number(value))}
            options={toOptions(loan.balloons.data)}
          />
        ) : null}
        <SelectField
          label="Repayment frequency"
          placeholder="Monthly"
          loading={loan.frequencies.isPending}
          value={loan.frequency === undefined ? '' : String(loan.frequency)}
          onChange={(value) => loan.setFrequency(Number(value))}
          options={toOptions(loan.frequencies.data)}
        />
      </div>
      {result.isError && body ? (
        <p className={styles.error} role="alert">
          We could not calculate your repayments. Please try again.
        </p>
      ) : null}
      {quote ? (
        <div aria-live="polite" className={`${styles.result} ${result.isFetching ? styles.updating : ''}`}>
          <p className={styles.repayment}>
            <span className={styles.label}>{quote.freqencyName} repayment</span>
            <span className={styles.amount}>{quote.monthlyLoanPaymentText}</span>
          </p>
          <PriceList>
            <PriceLine label="Drive-away price" amount={formatMoney(loan.price)} />
            <PriceLine label="Deposit" amount={formatMoney(cents(body?.Deposit ?? 0))} />
            <PriceLine label="Amount financed" amount={quote.totalFinancedAmountText} />
            <PriceLine label="Balloon payment" amount={quote.balloonpaymentText} />
            <PriceLine label="Interest rate" amount={quote.interestRateText} />
            <PriceLine label="Comparison rate" amount={quote.comparisonRateText} />
            <PriceLine label="Monthly account fee" amount={quote.monthlyAccountFeeText} />
            <PriceLine label="Credit assistance fee" amount={quote.creditAssistanceFeeText} />
            <PriceLine label="PPSR fee" amount={quote.ppsr} />
            <PriceLine total label="Total amount payable" amount={quote.totalLoanPayment} />
          </PriceList>
          <p className={styles.note}>
            Deposit between {formatMoney(range.minimum)} and {formatMoney(cents(Math.max(0, range.maximum)))}.
            An indication only, subject to the lender's approval.
          </p>
        </div>
      ) : null}
    </div>
  );
}
