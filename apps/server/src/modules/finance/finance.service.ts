import type { CalculatedFinance, calculateFinance, FinanceFilter, ParsedBodyOf } from '@showroom/contract';
import {
  type AppliedFinance,
  appliedFinance,
  balloonAmount,
  balloonFilters,
  type CountryCode,
  cents,
  depositRange,
  type FinanceRefusal,
  type FinanceResult,
  financeResultTexts,
  findBalloon,
  findTerm,
  frequencyFilters,
  localDate,
  quoteFinance,
  standardFinance,
  termFilters,
  timeZoneOf,
} from '@showroom/domain';
import type { Clock } from '../../platform/clock';
import { AppError, unknownField } from '../../platform/http/app-error';
import type { FinanceOffersService } from '../finance-offers/finance-offers.service';

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
