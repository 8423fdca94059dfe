import type { CountryCode } from '@showroom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationStore } from '../../state/location';
import type { Promo } from './api/landing-api';
import { LandingIntro } from './components/landing-intro';
import { compareDisclaimers, compareSections } from './content/compare';

/* Replies shaped as the server answers them (see the pricing module's tests for their values). */
const landingAu = {
  country: 'AU',
  state: 'NSW',
  postcode: null,
  suburb: null,
  subTotal: 11_108_931,
  driveawayCost: 11_700_000,
  available: 'Estimated delivery: 2–4 weeks',
  yanaVariantId: 'AU-LUX',
  variantName: 'Luxury',
  variantPrice: 11_108_931,
  exteriorId: 'AU-LUX-SBM',
  exteriorPrice: 0,
  interiorId: 'AU-LUX-JBI',
  interiorPrice: 0,
  optionType: null,
  optionName: null,
  optionPrice: null,
  loanPaymentText: '$2,228.51',
  frequentlyText: 'per month',
  promoText: null,
};
const landingNz = {
  ...landingAu,
  country: 'NZ',
  state: null,
  driveawayCost: null,
  loanPaymentText: null,
  frequentlyText: null,
  promoText: 'Limited time: save the GST on every LYRIQ ordered by 31 January 2027.',
};
const promo = (over: Partial<Promo['data']>, name = 'AU On Road Fees and NZ GST Discount'): Promo => ({
  name,
  data: {
    offerId: 0,
    buttonText: 'On-road costs on us',
    scrollText: 'We pay the on-road costs.',
    discountType: 'OnRoadFees',
    validTo: '2027-01-31',
    minimumDepositPercent: null,
    ...over,
  },
});
const promosAu = [promo({})];
const promosNz = [promo({ buttonText: 'GST on us', scrollText: 'Save the GST.', discountType: 'Vehicle' })];

function serve(replies: Replies) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path === '/api/offer/check-offers' && replies.offersFail) {
      return new Response(JSON.stringify({ status: false, message: 'Down', errorCode: 'Unavailable' }), {
        status: 503,
      });
    }
    const data = path === '/api/Vehicle/get-landing-page' ? replies.landing : replies.offers;
    return new Response(JSON.stringify({ status: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Replies = { landing?: unknown; offers?: unknown; offersFail?: boolean };

function renderIntro(country: CountryCode = 'AU', given?: Replies) {
  const replies =
    given ??
    (country === 'AU' ? { landing: landingAu, offers: promosAu } : { landing: landingNz, offers: promosNz });
  locationStore.set(country === 'AU' ? { country, state: 'NSW' } : { country });
  const fetchMock = serve(replies);
  const onCalculateFinance = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LandingIntro country={country} onCalculateFinance={onCalculateFinance} />
    </QueryClientProvider>,
  );
  return { onCalculateFinance, fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  locationStore.set({});
});

describe('LandingIntro', () => {
  it('shows the starting drive-away price in Australia with its repayment and disclaimer number', async () => {
    const { fetchMock } = renderIntro('AU');
    expect(screen.getByText('Starting drive-away price loading…')).toBeInTheDocument();
    expect(await screen.findByText('$117,000')).toBeInTheDocument();
    expect(screen.getByText(/or \$2,228\.51 per month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Note 1' })).toHaveAttribute('href', '#disclaimer-1');
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/Vehicle/get-landing-page');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      Country: 'AU',
      State: 'NSW',
      Model: 'LYRIQ',
    });
  });

  it('asks for no price before an Australian state is chosen', () => {
    locationStore.set({ country: 'AU' });
    const fetchMock = serve({ landing: landingAu, offers: [] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LandingIntro country="AU" onCalculateFinance={() => {}} />
      </QueryClientProvider>,
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/api/Vehicle/get-landing-page');
  });

  it('shows no price in New Zealand but the promotional line, which opens Special Offers', async () => {
    const { user } = renderIntro('NZ');
    const line = await screen.findByRole('button', { name: /save the GST on every LYRIQ/ });
    expect(screen.queryByText(/Starting/)).not.toBeInTheDocument();
    await user.click(line);
    const dialog = await screen.findByRole('dialog', { name: 'SPECIAL OFFERS' });
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('GST on us');
    expect(dialog).toHaveTextContent('Save the GST.');
    expect(dialog).toHaveTextContent('Order by 31 January 2027.');
  });

  it('shows promo buttons only in Australia and only when a promotion runs', async () => {
    renderIntro('AU');
    expect(await screen.findByRole('button', { name: 'On-road costs on us' })).toBeInTheDocument();
  });

  it('shows no promo button in New Zealand, even with a promotion running', async () => {
    renderIntro('NZ');
    await screen.findByRole('button', { name: /save the GST/ });
    expect(screen.queryByRole('button', { name: 'GST on us' })).not.toBeInTheDocument();
  });

  it('a failed promotions call is only logged, and Special Offers says none run', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderIntro('AU', { landing: landingAu, offersFail: true });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch promos:', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Special Offers' }));
    expect(await screen.findByRole('dialog', { name: 'SPECIAL OFFERS' })).toHaveTextContent(
      'no special offers',
    );
    logged.mockRestore();
  });

  it('Special Offers draws each card from its promotion only: an on-road saving promises no luxury car tax saving', async () => {
    const { user } = renderIntro('AU', {
      landing: landingAu,
      offers: [
        promo(
          {
            offerId: 2,
            buttonText: '1.99% finance',
            scrollText: '1.99% p.a. up to 48 months.',
            discountType: null,
          },
          'financeOffer',
        ),
        ...promosAu,
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Special Offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'SPECIAL OFFERS' });
    const cards = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual(['1.99% finance', 'On-road costs on us']);
    expect(dialog).toHaveTextContent('1.99% p.a. up to 48 months.');
    expect(dialog).toHaveTextContent('We pay the on-road costs.');
    expect(dialog).not.toHaveTextContent(/luxury car tax/i);
  });

  it('Calculate Finance calls its handler', async () => {
    const { onCalculateFinance, user } = renderIntro();
    await user.click(screen.getByRole('button', { name: 'Calculate Finance' }));
    expect(onCalculateFinance).toHaveBeenCalledOnce();
  });

  it('opens Explore Confidence with the country’s charging cover; Escape closes it and focus returns', async () => {
    const { user } = renderIntro();
    const opener = screen.getByRole('button', { name: 'Explore Confidence' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'EXPLORE CONFIDENCE' });
    expect(dialog).toHaveTextContent('8 years / 160,000 km battery warranty');
    expect(dialog).toHaveTextContent('1 year of public charging');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('Explore Confidence in New Zealand offers the credits', async () => {
    renderIntro('NZ');
    await userEvent.click(screen.getByRole('button', { name: 'Explore Confidence' }));
    expect(await screen.findByRole('dialog', { name: 'EXPLORE CONFIDENCE' })).toHaveTextContent(
      'A $400 charging credit included, plus your choice of an $800 charging credit or a home charger',
    );
  });

  it('Compare Variants renders every section of its data, the variant differences side by side, and the notes', async () => {
    const { user } = renderIntro();
    await user.click(screen.getByRole('button', { name: 'Compare Variants' }));
    const dialog = await screen.findByRole('dialog', { name: 'COMPARE VARIANTS' });
    const summaries = Array.from(dialog.querySelectorAll('summary')).map((s) => s.textContent);
    expect(summaries).toEqual(compareSections.map((s) => s.title));
    const differences = within(dialog).getByRole('table', { name: 'Variant differences' });
    expect(within(differences).getByRole('row', { name: /Door handles/ })).toHaveTextContent(
      'ChromeBody colour',
    );
    expect(
      within(dialog).getByRole('slider', { name: /Move the line between Luxury and Sport/ }),
    ).toHaveValue('50');
    const notes = within(dialog).getByRole('list', { name: 'Disclaimers' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(compareDisclaimers.length);
    // Every note a figure cites exists.
    for (const link of within(dialog).getAllByRole('link', { name: /^Note \d$/ })) {
      expect(dialog.querySelector(link.getAttribute('href') ?? '')).not.toBeNull();
    }
  });

  it('the important-information dialog names the country’s on-road costs', async () => {
    const { user } = renderIntro('NZ');
    await user.click(screen.getByRole('button', { name: 'Important information' }));
    expect(await screen.findByRole('dialog', { name: 'IMPORTANT INFORMATION' })).toHaveTextContent(
      'tyre stewardship fee',
    );
  });
});
