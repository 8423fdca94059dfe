import type {
  CalculatedFinance,
  calculateFinance,
  FinanceFilter,
  OrderFinance,
  OrderFinanceChoice,
  ParsedBodyOf,
} from '@showroom/contract';
import {
  type AppliedFinance,
  appliedFinance,
  balloonAmount,
  balloonFilters,
  type Cents,
  type CountryCode,
  cents,
  defaultTermId,
  depositRange,
  type FinanceRefusal,
  type FinanceResult,
  financeResultTexts,
  findBalloon,
  findTerm,
  frequencyFilters,
  localDate,
  minimumDeposit,
  quoteFinance,
  standardFinance,
  termFilters,
  timeZoneOf,
} from '@showroom/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError, badField, unknownField } from '../../platform/http/app-error';
import type { FinanceOffersService } from '../finance-offers';

/** The request field each refusal is about. */
const refusalField: Record<FinanceRefusal['code'], string> = {
  'unknown-offer': 'OfferID',
  'unknown-term': 'TermOptionID',
  'unknown-balloon': 'SelectedBalloonPaymentOptions',
  'unknown-frequency': 'SelectedPaymentFrequency',
  'deposit-below-minimum': 'Deposit',
  'deposit-above-maximum': 'Deposit',
};

/** A refusal as an answer: an unknown id is a 404 naming the field, a deposit out of range a 400 with the spec's message. */
function refusalError(refusal: FinanceRefusal, field = refusalField[refusal.code]): AppError {
  if (refusal.code.startsWith('unknown-')) return unknownField(field, refusal.message);
  return new AppError(400, 'DepositOutOfRange', refusal.message, [{ field, message: refusal.message }]);
}

function accepted<T>(result: FinanceResult<T>, field?: string): T {
  if (!result.ok) throw refusalError(result.refusal, field);
  return result.value;
}

/** The field of the order's Finance each refusal is about. */
const orderRefusalField: Record<FinanceRefusal['code'], keyof z.output<typeof OrderFinanceChoice>> = {
  'unknown-offer': 'OfferID',
  'unknown-term': 'SelectedTermOptions',
  'unknown-balloon': 'SelectedBalloonPaymentOptions',
  'unknown-frequency': 'SelectedPaymentFrequency',
  'deposit-below-minimum': 'Deposit',
  'deposit-above-maximum': 'Deposit',
};

export interface FinanceServiceDeps {
  clock: Clock;
  /** The finance offers (data: modules/finance-offers). */
  financeOffers: Pick<FinanceOffersService, 'list'>;
}

/**
 * The finance calls of spec 001 section 7 over the lender products of packages/domain/src/finance and the finance
 * offers stored as data: which finance applies is decided on today's date in the market's zone (an offer outside
 * its window answers standard finance).
 */
export function financeService(deps: FinanceServiceDeps) {
  async function applied(country: CountryCode, offerId: number): Promise<AppliedFinance> {
    const orderDate = localDate(deps.clock.now(), timeZoneOf(country));
    const offers = offerId === 0 ? [] : await deps.financeOffers.list(country);
    return accepted(
      appliedFinance(
        standardFinance[country],
        offers.map((listed) => listed.offer),
        offerId,
        { orderDate },
      ),
    );
  }

  return {
    async terms(country: CountryCode, offerId: number): Promise<FinanceFilter[]> {
      return termFilters((await applied(country, offerId)).product);
    },

    async balloons(country: CountryCode, termId: number, offerId: number): Promise<FinanceFilter[]> {
      return accepted(balloonFilters((await applied(country, offerId)).product, termId));
    },

    frequencies(country: CountryCode): FinanceFilter[] {
      return frequencyFilters(standardFinance[country]);
    },

    /**
     * The loan an order records: the customer's choice on the order's drive-away price, each absent part the
     * calculator's default (flagged term and balloon, minimum deposit, monthly). Every refusal is a 400 naming
     * the field under `prefix` (an order is a request to check, not a lookup).
     */
    async orderLoan(
      country: CountryCode,
      driveAwayPrice: Cents,
      choice: z.output<typeof OrderFinanceChoice>,
      prefix: string,
    ): Promise<OrderFinance> {
      const refused = (refusal: FinanceRefusal) => {
        const field = `${prefix}.${orderRefusalField[refusal.code]}`;
        if (refusal.code.startsWith('unknown-')) return badField(field, refusal.message);
        return new AppError(400, 'DepositOutOfRange', refusal.message, [{ field, message: refusal.message }]);
      };
      const take = <T>(result: FinanceResult<T>): T => {
        if (!result.ok) throw refused(result.refusal);
        return result.value;
      };
      const appliedResult = appliedFinance(
        standardFinance[country],
        choice.OfferID === 0 ? [] : (await deps.financeOffers.list(country)).map((listed) => listed.offer),
        choice.OfferID,
        { orderDate: localDate(deps.clock.now(), timeZoneOf(country)) },
      );
      const { product } = take(appliedResult);
      const termId = choice.SelectedTermOptions ?? defaultTermId(termFilters(product)) ?? 0;
      const term = take(findTerm(product, termId));
      const balloonId =
        choice.SelectedBalloonPaymentOptions === undefined
          ? ((term.balloonOptions.find((b) => b.isDefault) ?? term.balloonOptions[0])?.id ?? null)
          : choice.SelectedBalloonPaymentOptions;
      const quote = take(
        quoteFinance({
          product,
          termId,
          balloonId,
          frequencyId: choice.SelectedPaymentFrequency ?? null,
          driveAwayPrice,
          deposit: cents(choice.Deposit ?? minimumDeposit(product.minimumDeposit, driveAwayPrice)),
        }),
      );
      return {
        offerID: product.offerId,
        deposit: quote.deposit,
        term: quote.term.months,
        balloonPercent: quote.balloonOption.percent,
        balloonAmount: quote.balloon,
        repayment: quote.repayment.regularRepayment,
        frequencyName: quote.frequency.name,
        amountFinanced: quote.amountFinanced,
        interestRate: quote.annualRateBp / 100,
        comparisonRate: quote.comparisonRateBp / 100,
        totalAmountPayable: quote.totalAmountPayable,
      };
    },

    async calculate(body: ParsedBodyOf<typeof calculateFinance>): Promise<CalculatedFinance> {
      const { product } = await applied(body.Country, body.OfferID);
      const driveAwayPrice = cents(body.DriveawayCost);
      const term = accepted(findTerm(product, body.SelectedTermOptions), 'SelectedTermOptions');
      const balloonOption = accepted(findBalloon(term, body.SelectedBalloonPaymentOptions ?? null));
      const range = depositRange(
        product.minimumDeposit,
        driveAwayPrice,
        balloonAmount(driveAwayPrice, balloonOption.percent),
      );
      const quote = accepted(
        quoteFinance({
          product,
          termId: term.id,
          balloonId: body.SelectedBalloonPaymentOptions ?? null,
          frequencyId: body.SelectedPaymentFrequency ?? null,
          driveAwayPrice,
          deposit: cents(body.Deposit),
        }),
      );
      return {
        ...financeResultTexts(quote),
        offerID: product.offerId,
        loanPayment: quote.repayment.regularRepayment,
        balloonAmount: quote.balloon,
        totalFinancedAmount: quote.amountFinanced,
        comparisonRate: quote.comparisonRateBp / 100,
        interestRate: quote.annualRateBp / 100,
        term: quote.term.months,
        depositMinimum: range.minimum,
        depositMaximum: cents(Math.max(0, range.maximum)),
      };
    },
  };
}
