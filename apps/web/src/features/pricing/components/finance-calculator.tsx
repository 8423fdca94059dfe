import {
  balloonAmount,
  type CountryCode,
  cents,
  clampDeposit,
  depositRange,
  depositRefusal,
  dollars,
  formatMoney,
  shouldCalculate,
  standardMinimumDeposit,
} from '@showroom/domain';
import { useId, useState } from 'react';
import { PriceLine, PriceList } from '../../../components/price-line';
import { SelectField } from '../../../components/select-field';
import { useDelayedValue } from '../../../lib/use-delayed-value';
import {
  type CalculateRequest,
  useBalloonOptions,
  useFinanceCalculation,
  useFinanceTerms,
  useFrequencies,
} from '../api/finance';
import styles from './finance-calculator.module.css';

/** The deposit waits this long after typing before the repayments are recalculated (spec 001 section 4). */
const depositDelayMs = 500;

type Filter = { filterID: number; filterName: string; isDefault: boolean };

const defaultOf = (filters: readonly Filter[] | undefined) =>
  (filters?.find((filter) => filter.isDefault) ?? filters?.[0])?.filterID;

const toOptions = (filters: readonly Filter[] | undefined) =>
  (filters ?? []).map((filter) => ({ value: String(filter.filterID), label: filter.filterName }));

/**
 * The standard finance calculator on the drive-away price (spec 001 sections 4 and 5): term, balloon and
 * repayment frequency from the server, a deposit with the minimum and maximum rules, and the repayments.
 */
export function FinanceCalculator({
  country,
  driveAwayPrice,
}: {
  country: CountryCode;
  driveAwayPrice: number;
}) {
  const id = useId();
  const terms = useFinanceTerms(country);
  const frequencies = useFrequencies(country);
  const [termChoice, setTerm] = useState<number>();
  const term = termChoice ?? defaultOf(terms.data);
  const balloons = useBalloonOptions(country, term);
  const [balloonChoice, setBalloon] = useState<number | null>();
  const balloonPercent = balloonChoice === undefined ? (defaultOf(balloons.data) ?? null) : balloonChoice;
  const [frequencyChoice, setFrequency] = useState<number>();
  const frequency = frequencyChoice ?? defaultOf(frequencies.data);
  const [depositText, setDepositText] = useState(
    String(standardMinimumDeposit.kind === 'fixed' ? standardMinimumDeposit.amount / 100 : 0),
  );

  const price = cents(driveAwayPrice);
  const balloon = balloonAmount(price, balloonPercent ?? 0);
  const range = depositRange(standardMinimumDeposit, price, balloon);
  const typed = Number(depositText);
  const deposit = Number.isFinite(typed) && depositText.trim() !== '' ? dollars(typed) : null;
  const refusal =
    deposit === null
      ? 'Please enter a deposit.'
      : depositRefusal(deposit, standardMinimumDeposit, range)?.message;
  const settled = useDelayedValue(deposit, depositDelayMs).value;

  const body: CalculateRequest | undefined =
    term !== undefined &&
    balloons.isSuccess &&
    frequencies.isSuccess &&
    settled !== null &&
    shouldCalculate(settled, standardMinimumDeposit, price, balloon)
      ? {
          Country: country,
          Deposit: settled,
          SelectedTermOptions: term,
          SelectedBalloonPaymentOptions: balloonPercent,
          SelectedPaymentFrequency: frequency ?? null,
          DriveawayCost: price,
          Source: 'Payment options',
          OfferID: 0,
        }
      : undefined;
  const result = useFinanceCalculation(body);
  const quote = body && !refusal ? result.data : undefined;

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
            value={depositText}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-deposit-error` : undefined}
            onChange={(event) => setDepositText(event.target.value.replace(/[^\d.]/g, ''))}
            onBlur={() => {
              const clamped = clampDeposit(Number(depositText), range.maximum);
              if (clamped !== null && depositText.trim() !== '') setDepositText(String(clamped / 100));
            }}
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
          loading={terms.isPending}
          value={term === undefined ? '' : String(term)}
          onChange={(value) => {
            setTerm(Number(value));
            setBalloon(undefined);
          }}
          options={toOptions(terms.data)}
        />
        <SelectField
          label="Balloon payment"
          placeholder="No balloon"
          loading={balloons.isFetching}
          value={balloonPercent === null ? '' : String(balloonPercent)}
          onChange={(value) => setBalloon(value === '' ? null : Number(value))}
          options={toOptions(balloons.data)}
        />
        <SelectField
          label="Repayment frequency"
          placeholder="Monthly"
          loading={frequencies.isPending}
          value={frequency === undefined ? '' : String(frequency)}
          onChange={(value) => setFrequency(Number(value))}
          options={toOptions(frequencies.data)}
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
            <PriceLine label="Drive-away price" amount={formatMoney(price)} />
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
