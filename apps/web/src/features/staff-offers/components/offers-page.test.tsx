import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OffersPage from './offers-page';

afterEach(() => vi.unstubAllGlobals());

const offer = {
  offerId: 2,
  country: 'AU',
  orderFrom: '2026-11-01',
  orderTo: '2027-01-31',
  deliveryBy: '2027-05-01',
  lenderName: 'Sample Lender Australia',
  terms: [
    { months: 36, annualRateBp: 199 },
    { months: 48, annualRateBp: 199 },
  ],
  defaultTermMonths: 48,
  minimumDepositPercent: 20,
  establishmentFeeCents: 0,
  creditAssistanceFeeCents: 0,
  ppsrFeeCents: 680,
  monthlyAccountFeeCents: 0,
  buttonText: '1.99% electric finance offer',
  scrollText: '1.99% p.a.',
  source: 'SAMPLE',
  isSample: true,
  status: 'running',
};
const promotion = {
  id: 'AU-ORC-SAMPLE',
  name: 'AU On Road Fees and NZ GST Discount',
  country: 'AU',
  validFrom: '2026-11-01',
  validTo: '2027-01-31',
  discountType: 'OnRoadFees',
  amountRule: 'AllOnRoadFees',
  amountCents: null,
  buttonText: 'On-road costs on us',
  scrollText: 'We pay the on-road costs.',
  isSample: true,
  status: 'running',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (data: unknown) => reply(200, { status: true, data });

function renderPage(refuse?: { path: string; field: string; message: string }) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    if (refuse && url.endsWith(refuse.path))
      return reply(400, {
        status: false,
        errorCode: 'InvalidInput',
        message: refuse.message,
        details: [{ field: refuse.field, message: refuse.message }],
      });
    if (url.endsWith('/api/staff/offers'))
      return answer({ today: '2026-11-26', financeOffers: [offer], promotions: [promotion] });
    if (url.endsWith('/finance/end')) return answer({ financeOffer: { ...offer, orderTo: '2026-11-25' } });
    return answer({ financeOffer: offer, promotion });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OffersPage />
    </QueryClientProvider>,
  );
  return fetch;
}

const sent = (fetch: ReturnType<typeof renderPage>, path: string) =>
  fetch.mock.calls.filter(([url]) => url.endsWith(path)).map(([, init]) => JSON.parse(String(init.body)));

describe('OffersPage', () => {
  it("lists the market's finance offers and promotions with their windows and status", async () => {
    renderPage();
    const offers = await screen.findByRole('table', { name: /Finance offers in Australia on 2026-11-26/ });
    expect(within(offers).getByRole('row', { name: /1.99% electric finance offer/ })).toHaveTextContent(
      '2026-11-01 to 2027-01-31',
    );
    expect(offers).toHaveTextContent('36:1.99, 48:1.99');
    const promotions = screen.getByRole('table', { name: /Price promotions in Australia/ });
    expect(within(promotions).getByRole('row', { name: /AU-ORC-SAMPLE/ })).toHaveTextContent('running');
  });

  it('refuses a fixed-amount promotion without its amount on the field, without calling the server', async () => {
    const fetch = renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Promotion'), 'Sales Incentive Discount');
    await user.selectOptions(screen.getByLabelText('Discount type'), 'Vehicle');
    await user.selectOptions(screen.getByLabelText('Takes off'), 'FixedAmount');
    await user.type(screen.getAllByLabelText('Card button text')[1]!, '$5,000 off');
    await user.type(screen.getAllByLabelText('Card text')[1]!, '$5,000 off this month.');
    await user.click(screen.getByRole('button', { name: 'Create promotion' }));
    const amount = screen.getByLabelText('Amount in cents (fixed amount only)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${amount.id}-error`)).toHaveTextContent(
      'An amount goes with the FixedAmount rule, and only with it.',
    );
    expect(sent(fetch, '/promotions/create')).toEqual([]);
  });

  it("shows the server's refusal of an overlapping window on the field it names", async () => {
    const message =
      'This finance offer overlaps finance offer 2 (2026-11-01 to 2027-01-31) of the same market.';
    const fetch = renderPage({ path: '/finance/create', field: 'orderFrom', message });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Lender'), 'Sample Lender');
    await user.type(screen.getByLabelText('Terms'), '36:2.9, 48:3.9');
    await user.type(screen.getByLabelText('Default term (months)'), '36');
    await user.type(screen.getByLabelText('Minimum deposit (%)'), '15');
    await user.type(screen.getAllByLabelText('Card button text')[0]!, '2.9% finance');
    await user.type(screen.getAllByLabelText('Card text')[0]!, '2.9% p.a. over 36 months.');
    await user.click(screen.getByRole('button', { name: 'Create offer' }));
    const from = screen.getByLabelText('Orders from');
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetch, '/finance/create')).toEqual([
      expect.objectContaining({
        country: 'AU',
        orderFrom: '2026-11-26',
        terms: [
          { months: 36, annualRateBp: 290 },
          { months: 48, annualRateBp: 390 },
        ],
        defaultTermMonths: 36,
      }),
    ]);
  });

  it('changes an offer from its row and ends one with its button', async () => {
    const fetch = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change offer 2' }));
    expect(screen.getByRole('form', { name: 'Change finance offer 2' })).toBeInTheDocument();
    const deposit = screen.getByLabelText('Minimum deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '10');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await screen.findByRole('form', { name: 'New finance offer' });
    expect(sent(fetch, '/finance/change')).toEqual([
      expect.objectContaining({ offerId: 2, minimumDepositPercent: 10, terms: offer.terms }),
    ]);
    await user.click(screen.getByRole('button', { name: 'End offer 2' }));
    expect(await screen.findByText('Finance offer 2 ended.')).toBeInTheDocument();
    expect(sent(fetch, '/finance/end')).toEqual([{ offerId: 2 }]);
  });
});
