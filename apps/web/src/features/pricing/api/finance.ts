import type {
  BodyOf,
  calculateFinance,
  DataOf,
  EndpointRef,
  getFinanceBalloonOptions,
  getFinanceTerms,
  getFrequency,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { callApi, logAbort } from '../../../lib/api';

const termsRef: EndpointRef<typeof getFinanceTerms> = {
  method: 'POST',
  path: '/api/PaymentOptions/get-finance-terms',
};
const balloonsRef: EndpointRef<typeof getFinanceBalloonOptions> = {
  method: 'POST',
  path: '/api/PaymentOptions/get-finance-balloonoptions',
};
const frequencyRef: EndpointRef<typeof getFrequency> = {
  method: 'POST',
  path: '/api/PaymentOptions/get-frequency',
};
const calculateRef: EndpointRef<typeof calculateFinance> = {
  method: 'POST',
  path: '/api/PaymentOptions/calculate-finance',
};

export type CalculateRequest = BodyOf<typeof calculateFinance>;
export type FinanceQuote = DataOf<typeof calculateFinance>;

const forever = { staleTime: Number.POSITIVE_INFINITY };

export function useFinanceTerms(country: CountryCode, offerId: number) {
  return useQuery({
    queryKey: ['finance', 'terms', country, offerId],
    queryFn: ({ signal }) => callApi(termsRef, { Country: country, OfferID: offerId }, { signal }),
    ...forever,
  });
}

export function useBalloonOptions(country: CountryCode, term: number | undefined, offerId: number) {
  return useQuery({
    queryKey: ['finance', 'balloons', country, term ?? null, offerId],
    queryFn:
      term === undefined
        ? skipToken
        : ({ signal }) =>
            callApi(balloonsRef, { Country: country, TermOptionID: term, OfferID: offerId }, { signal }),
    ...forever,
  });
}

export function useFrequencies(country: CountryCode) {
  return useQuery({
    queryKey: ['finance', 'frequency', country],
    queryFn: ({ signal }) => callApi(frequencyRef, { Country: country }, { signal }),
    ...forever,
  });
}

/** A calculation that came back without its repayment text: asked again (spec 001 section 4). */
export class EmptyRepaymentError extends Error {
  constructor() {
    super('The finance calculation came back without a repayment.');
  }
}

/** How many times an empty repayment is asked again before the calculator shows the failure. */
export const emptyRepaymentRetries = 2;

/**
 * The repayments of a loan; a newer request supersedes (aborts) the one in flight. An answer with an empty
 * monthly payment text is asked again.
 */
async function calculate(body: CalculateRequest, signal: AbortSignal): Promise<FinanceQuote> {
  const quote = await logAbort(callApi(calculateRef, body, { signal }));
  if (!quote.monthlyLoanPaymentText.trim()) throw new EmptyRepaymentError();
  return quote;
}

export function useFinanceCalculation(body: CalculateRequest | undefined) {
  return useQuery({
    queryKey: ['finance', 'calculate', body ?? null],
    queryFn: body ? ({ signal }) => calculate(body, signal) : skipToken,
    retry: (failures: number, error: Error) =>
      failures < (error instanceof EmptyRepaymentError ? emptyRepaymentRetries : 1),
    placeholderData: keepPreviousData,
  });
}
