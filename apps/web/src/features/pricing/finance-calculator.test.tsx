import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { financeChoiceStore } from '../../state/finance-choice';
import { FinanceCalculator } from './components/finance-calculator';

type Body = Record<string, unknown>;

// The server flags the offer's own default term.
const offerTerms = [24, 36, 48, 60].map((months) => ({
  filterID: months,
  filterName: `${months} months`,
  isDefault: months === 48,
}));

/** check-offers: the running finance offer's card carries its minimum deposit share. */
const runningOffer = [
  {
    name: 'financeOffer',
    data: {
      offerId: 1,
      buttonText: '1.99% finance',
      scrollText: '1.99% p.a.',
      discountType: null,
      validTo: '2027-01-31',
      minimumDepositPercent: 20,
    },
  },
];

const filters = {
  '/api/PaymentOptions/get-finance-terms': [
    { filterID: 36, filterName: '36 months', isDefault: false },
    { filterID: 60, filterName: '60 months', isDefault: true },
  ],
  '/api/PaymentOptions/get-finance-balloonoptions': [{ filterID: 0, filterName: '0%', isDefault: true }],
  '/api/PaymentOptions/get-frequency': [{ filterID: 1, filterName: 'Monthly', isDefault: true }],
} as Record<string, unknown>;

function quote(body: Body) {
  return {
    monthlyLoanPaymentText: `$${Number(body.Deposit) === 100_000 ? '2,228.51' : '2,000.00'}`,
    interestRateText: '5.49% p.a.',
    interestRateTo: '9.99%',
    comparisonRateText: '5.83% p.a.',
    totalFinancedAmountText: '$116,696.80',
    creditAssistanceFeeText: '$295',
    balloonpaymentText: '$0',
    freqencyName: 'Monthly',
    totalLoanPayment: '$134,010.31',
    monthlyAccountFeeText: '$5',
    ppsr: '$6.80',
    offerID: 0,
    loanPayment: 222_851,
    balloonAmount: 0,
    totalFinancedAmount: 11_669_680,
    comparisonRate: 5.83,
    interestRate: 5.49,
    term: 60,
    depositMinimum: 100_000,
    depositMaximum: 11_200_000,
  };
}

function serve({ emptyAnswers = 0 } = {}) {
  const calculations: Body[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Body;
      if (path.endsWith('calculate-finance')) calculations.push(body);
      const offer = Number(body.OfferID) === 1;
      const data = path.endsWith('check-offers')
        ? runningOffer
        : path.endsWith('calculate-finance')
          ? { ...quote(body), ...(calculations.length <= emptyAnswers ? { monthlyLoanPaymentText: '' } : {}) }
          : offer && path.endsWith('get-finance-terms')
            ? offerTerms
            : offer && path.endsWith('balloonoptions')
              ? []
              : filters[path];
      return new Response(JSON.stringify({ status: true, data }), { status: 200 });
    }),
  );
  return calculations;
}

function renderCalculator(offerId = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FinanceCalculator country="AU" driveAwayPrice={11_700_000} offerId={offerId} />
    </QueryClientProvider>,
  );
}

describe('the finance calculator', () => {
  beforeEach(() => financeChoiceStore.set({}));
  afterEach(() => vi.unstubAllGlobals());

  it('calculates on the default term with the minimum deposit', async () => {
    const calculations = serve();
    renderCalculator();
    expect(await screen.findByText('$2,228.51')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveValue('60');
    expect(calculations[0]).toMatchObject({
      Country: 'AU',
      Deposit: 100_000,
      SelectedTermOptions: 60,
      SelectedBalloonPaymentOptions: 0,
      SelectedPaymentFrequency: 1,
      DriveawayCost: 11_700_000,
      OfferID: 0,
    });
  });

  it('refuses a deposit under $1000 without calculating, and clamps one above the maximum on blur', async () => {
    const calculations = serve();
    renderCalculator();
    await screen.findByText('$2,228.51');
    const deposit = screen.getByRole('textbox', { name: 'Deposit' });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '500');
    expect(screen.getByRole('alert')).toHaveTextContent('A minimum deposit of $1000 is required.');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calculations.every((body) => Number(body.Deposit) >= 100_000)).toBe(true);
    // The order takes the deposit last calculated, never the one out of range.
    expect(financeChoiceStore.get()[0]).toMatchObject({ depositText: '500', quotedDeposit: 100_000 });

    await userEvent.clear(deposit);
    await userEvent.type(deposit, '999999');
    await userEvent.tab();
    // $117,000 − no balloon − $5,000.
    expect(deposit).toHaveValue('112000');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(calculations.at(-1)).toMatchObject({ Deposit: 11_200_000 }));
    expect(financeChoiceStore.get()[0]?.quotedDeposit).toBe(11_200_000);
  });

  it('for the finance offer: its flagged default term, no balloon, the minimum deposit share its card gives', async () => {
    const calculations = serve();
    renderCalculator(1);
    await waitFor(() => expect(calculations[0]).toBeDefined());
    // 20% of $117,000 rounded up to the dollar.
    expect(calculations[0]).toMatchObject({
      Deposit: 2_340_000,
      SelectedTermOptions: 48,
      SelectedBalloonPaymentOptions: null,
      OfferID: 1,
    });
    expect(screen.getByRole('combobox', { name: 'Term' })).toHaveValue('48');
    expect(screen.queryByRole('combobox', { name: 'Balloon payment' })).toBeNull();
    const deposit = screen.getByRole('textbox', { name: 'Deposit' });
    expect(deposit).toHaveValue('23400');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '23399.99');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A minimum deposit of 20% is required for this finance offer.',
    );
    await userEvent.tab();
    // Clamping keeps a low deposit (its message stays) and two decimals.
    expect(deposit).toHaveValue('23399.99');
  });

  it('asks again when the repayment comes back empty (spec 001 section 4)', async () => {
    const calculations = serve({ emptyAnswers: 1 });
    renderCalculator();
    expect(await screen.findByText('$2,228.51', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(calculations).toHaveLength(2);
    expect(calculations[1]).toEqual(calculations[0]);
  });
});
