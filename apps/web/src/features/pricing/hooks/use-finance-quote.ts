import {
  balloonAmount,
  type Cents,
  type CountryCode,
  cents,
  clampDeposit,
  defaultTermId,
  depositRange,
  depositRefusal,
  dollars,
  minimumDeposit,
  offerMinimumDeposit,
  shouldCalculate,
  standardMinimumDeposit,
} from '@showroom/domain';
import { useEffect } from 'react';
import { useDelayedValue } from '../../../lib/use-delayed-value';
import { useOffers } from '../../../lib/use-offers';
import { useStore } from '../../../state/create-store';
import { chooseFinance, financeChoiceStore } from '../../../state/finance-choice';
import {
  type CalculateRequest,
  useBalloonOptions,
  useFinanceCalculation,
  useFinanceTerms,
  useFrequencies,
} from '../api/finance';

/** Debounces of the recalculation (spec 001 section 4): the typed deposit 500 ms, a new drive-away price 200 ms. */
const depositDelayMs = 500;
const costDelayMs = 200;

type Filter = { filterID: number; filterName: string; isDefault: boolean };

const flaggedOrFirst = (filters: readonly Filter[] | undefined) =>
  (filters?.find((filter) => filter.isDefault) ?? filters?.[0])?.filterID;

/** The deposit typed, as cents, or null when it is not a number. */
function typedDeposit(text: string): Cents | null {
  const typed = Number(text);
  return text.trim() !== '' && Number.isFinite(typed) ? dollars(typed) : null;
}

/**
 * The loan of one finance tab on a drive-away price: the server's terms, balloons and frequencies with their
 * defaults (spec 001 section 4), the customer's choices (shared with the bottom bar), the deposit range and its
 * message, and the calculation — skipped while the deposit is out of range, superseded requests aborted.
 */
export function useFinanceQuote(country: CountryCode, driveAwayPrice: number, offerId: number) {
  const choice = useStore(financeChoiceStore)[offerId] ?? {};
  const terms = useFinanceTerms(country, offerId);
  const frequencies = useFrequencies(country);
  const term = choice.term ?? defaultTermId(terms.data ?? []);
  const balloons = useBalloonOptions(country, term, offerId);
  const balloonPercent =
    choice.balloon === undefined ? (flaggedOrFirst(balloons.data) ?? null) : choice.balloon;
  const frequency = choice.frequency ?? flaggedOrFirst(frequencies.data);

  const price = cents(useDelayedValue(driveAwayPrice, costDelayMs).value);
  // An offer's minimum deposit comes with its card (check-offers); the calculation waits for it.
  const offers = useOffers(country, offerId > 0);
  const offerDeposit = offers.data?.find((promo) => promo.data.offerId === offerId)?.data
    .minimumDepositPercent;
  const ruleKnown = offerId === 0 || !offers.isPending;
  const rule = offerDeposit == null ? standardMinimumDeposit : offerMinimumDeposit(offerDeposit);
  const balloon = balloonAmount(price, balloonPercent ?? 0);
  const range = depositRange(rule, price, balloon);
  const depositText = choice.depositText ?? String(minimumDeposit(rule, price) / 100);
  const deposit = typedDeposit(depositText);
  const refusal =
    deposit === null ? 'Please enter a deposit.' : (depositRefusal(deposit, rule, range)?.message ?? null);
  const settled = useDelayedValue(deposit, depositDelayMs).value;

  const body: CalculateRequest | undefined =
    term !== undefined &&
    ruleKnown &&
    balloons.isSuccess &&
    frequencies.isSuccess &&
    settled !== null &&
    shouldCalculate(settled, rule, price, balloon)
      ? {
          Country: country,
          Deposit: settled,
          SelectedTermOptions: term,
          SelectedBalloonPaymentOptions: balloonPercent,
          SelectedPaymentFrequency: frequency ?? null,
          DriveawayCost: price,
          Source: 'Payment options',
          OfferID: offerId,
        }
      : undefined;
  const result = useFinanceCalculation(body);
  // The deposit of the loan as calculated (in range by then) is the one an order takes.
  const calculatedDeposit = body?.Deposit;
  useEffect(() => {
    if (calculatedDeposit !== undefined) chooseFinance(offerId, { quotedDeposit: calculatedDeposit });
  }, [offerId, calculatedDeposit]);

  return {
    terms,
    balloons,
    frequencies,
    term,
    balloonPercent,
    frequency,
    price,
    range,
    depositText,
    refusal,
    body,
    result,
    /** The repayments of the loan as it stands; none while the deposit is refused. */
    quote: body && !refusal ? result.data : undefined,
    setDepositText: (text: string) => chooseFinance(offerId, { depositText: text }),
    /** On blur: two decimals, never above the maximum (spec 001 section 5). */
    clampDeposit: () => {
      const clamped = deposit === null ? null : clampDeposit(deposit / 100, range.maximum);
      if (clamped !== null) chooseFinance(offerId, { depositText: String(clamped / 100) });
    },
    setTerm: (id: number) => chooseFinance(offerId, { term: id, balloon: undefined }),
    setBalloon: (id: number | null) => chooseFinance(offerId, { balloon: id }),
    setFrequency: (id: number) => chooseFinance(offerId, { frequency: id }),
  };
}
