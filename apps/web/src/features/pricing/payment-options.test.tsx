import { chooseExterior, chooseInterior, chooseVariant, emptyConfiguration } from '@showroom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurationStore } from '../../state/configuration';
import { customerTypeStore } from '../../state/customer-type';
import { resetDelivery } from '../../state/delivery';
import { financeChoiceStore } from '../../state/finance-choice';
import { locationStore } from '../../state/location';
import {
  openPaymentOptions,
  paymentOptionStore,
  paymentOptionsDialogStore,
} from '../../state/payment-options';
import { CheckoutPayment } from './components/checkout-payment';
import { DriveAwayPrice } from './components/driveaway-price';

/* The payment options dialog's tabs and first tab (spec 001 section 2), the CHECKOUT section and the bar. */

type Body = Record<string, unknown>;

const driveAway = {
  country: 'AU',
  currency: 'AUD',
  variantName: 'Luxury',
  variantPrice: 11_108_931,
  exteriorName: 'Stellar Black Metallic',
  exteriorColourPrice: 0,
  interiorName: 'Jet Black Inteluxe',
  interiorColourPrice: 0,
  options: [],
  subTotal: 11_108_931,
  gst: 1_009_903,
  homeDelivery: 0,
  luxuryCarTax: 591_069,
  localStampDuty: 495_000,
  localRegistrationCost: 64_900,
  localCTP: 54_600,
  localPlateFee: 4_400,
  tyreStewardshipFee: 0,
  roadUserChargers: 0,
  onRoadFeeSubtotal: 618_900,
  discounts: [],
  totalSaving: 0,
  driveawayPrice: 12_318_900,
  includedInRegistration: [],
  estimates: [],
  disclaimer: 'Drive-away price for a private buyer.',
  delivery: {
    deliveryOption: 'Pickup',
    deliveryAvailable: true,
    deliveryPriceErrorCode: 0,
    distance: 0,
    postcode: null,
    suburb: null,
  },
};

const financeOfferPromo = {
  name: 'financeOffer',
  data: {
    offerId: 1,
    buttonText: '1.99% electric finance offer',
    scrollText: '1.99% p.a.',
    discountType: null,
    validTo: '2025-11-30',
    minimumDepositPercent: 20,
  },
};

const months = (ids: number[], flagged?: number) =>
  ids.map((id) => ({ filterID: id, filterName: `${id} months`, isDefault: id === flagged }));

function calculated(body: Body) {
  const regular = Math.round(
    (Number(body.DriveawayCost) - Number(body.Deposit)) / Number(body.SelectedTermOptions),
  );
  return {
    monthlyLoanPaymentText: `$${(regular / 100).toFixed(2)}`,
    interestRateText: Number(body.OfferID) === 1 ? '1.99% p.a.' : '5.49% p.a.',
    interestRateTo: '11.99% p.a.',
    comparisonRateText: '6.00% p.a.',
    totalFinancedAmountText: '$1',
    creditAssistanceFeeText: '$0',
    balloonpaymentText: '$0',
    freqencyName: 'Monthly',
    totalLoanPayment: '$1',
    monthlyAccountFeeText: '$0',
    ppsr: '$6.80',
    offerID: Number(body.OfferID),
    loanPayment: regular,
    balloonAmount: 0,
    totalFinancedAmount: 1,
    comparisonRate: 6,
    interestRate: 5.49,
    term: Number(body.SelectedTermOptions),
    depositMinimum: 100_000,
    depositMaximum: 10_000_000,
  };
}

function serve(offerRuns: boolean) {
  const calls: { path: string; body: Body }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path.startsWith('/content/')) return new Response('<p>Offer terms</p>', { status: 200 });
      const body = JSON.parse(String(init?.body)) as Body;
      calls.push({ path, body });
      const offer = Number(body.OfferID) === 1;
      const data = {
        '/api/PaymentOptions/get-driveaway-cost': { driveawayCostData: driveAway, financeData: null },
        '/api/offer/check-offers': offerRuns ? [financeOfferPromo] : [],
        '/api/PaymentOptions/get-finance-terms': offer
          ? months([24, 36, 48, 60], 48)
          : months([24, 36, 48, 60], 60),
        '/api/PaymentOptions/get-finance-balloonoptions': offer
          ? []
          : [0, 10].map((id) => ({ filterID: id, filterName: `${id}%`, isDefault: id === 0 })),
        '/api/PaymentOptions/get-frequency': [{ filterID: 1, filterName: 'Monthly', isDefault: true }],
        '/api/PaymentOptions/calculate-finance': calculated(body),
      }[path];
      return new Response(JSON.stringify({ status: true, data }), { status: 200 });
    }),
  );
  return calls;
}

function renderShop() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutPayment />
      <DriveAwayPrice country="AU" />
    </QueryClientProvider>,
  );
}

const selectedTab = async () =>
  (await screen.findByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' })) &&
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('payment options', () => {
  beforeEach(() => {
    localStorage.clear();
    locationStore.set({ country: 'AU', state: 'NSW' });
    const variant = { id: 'AU-LUX', name: 'Luxury', isDefault: true, basePrice: 11_108_931 as never };
    const trim = (id: string) => ({ id, name: id, isDefault: true, price: 0 as never, hasStock: true });
    const chosen = chooseExterior(chooseVariant(emptyConfiguration(), variant), trim('AU-LUX-SBM'));
    configurationStore.set(chooseInterior(chosen, trim('AU-LUX-SBM-JBI')));
    customerTypeStore.set('Private');
    paymentOptionStore.set(null);
    paymentOptionsDialogStore.set({ open: false });
    financeChoiceStore.set({});
    resetDelivery();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Cash with only Cash and Finance when no offer runs and nothing is stored', async () => {
    serve(false);
    renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Pricing & Finance Details' }));
    expect(await selectedTab()).toBe('Cash');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cash', 'Finance']);
  });

  it('opens on Finance from Calculate Finance, and on the stored option otherwise', async () => {
    serve(false);
    renderShop();
    await screen.findByRole('button', { name: 'Pricing & Finance Details' });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Finance' }));
    expect(await selectedTab()).toBe('Finance');
    await userEvent.click(screen.getByRole('tab', { name: 'Cash' }));
    expect(paymentOptionStore.get()).toBe('Cash');
    await userEvent.keyboard('{Escape}');

    paymentOptionStore.set('Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Pricing & Finance Details' }));
    expect(await selectedTab()).toBe('Finance');
  });

  it('opens on the finance offer while one runs, with its terms, whatever else applies', async () => {
    const calls = serve(true);
    paymentOptionStore.set('Cash');
    renderShop();
    await screen.findByRole('button', { name: 'Pricing & Finance Details' });
    act(() => openPaymentOptions(true));
    await screen.findByRole('tab', { name: 'Finance Offer' });
    expect(await selectedTab()).toBe('Finance Offer');
    expect(await screen.findByText('Offer terms')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('textbox', { name: 'Deposit' })).toHaveValue('24638');
    // The terms carry the running offer's own text (audit 000 D5).
    expect(within(panel).getAllByText('1.99% p.a.').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('calculate-finance')).at(-1)?.body).toMatchObject({
        OfferID: 1,
        SelectedTermOptions: 48,
        Deposit: 2_463_800,
      }),
    );
  });

  it('changes the customer type and payment type from the CHECKOUT section; finance shows its repayment in the bar', async () => {
    const calls = serve(false);
    renderShop();
    await screen.findByRole('button', { name: 'Pricing & Finance Details' });
    await userEvent.click(screen.getByRole('radio', { name: 'Business Customer' }));
    expect(customerTypeStore.get()).toBe('Business');
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('get-driveaway-cost')).at(-1)?.body).toMatchObject({
        RegistrationType: 'Business',
      }),
    );
    expect(screen.queryByText(/^Finance:/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Finance' }));
    expect(paymentOptionStore.get()).toBe('Finance');
    // ($123,189 − $1,000) / 60 in the stand-in calculation.
    expect(await screen.findByText('Finance: $2036.48 monthly')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'What is Cash/Finance?' }));
    expect(await screen.findByRole('dialog', { name: 'What is Cash/Finance?' })).toHaveTextContent(
      'lender partner',
    );
  });
});
