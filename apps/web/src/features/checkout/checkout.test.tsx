import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { connectLiveEvents } from '../../lib/live-events';
import { navigationType } from '../../lib/navigation';
import { WithQueryClient } from '../../lib/with-query-client';
import { checkoutHoldStore } from '../../state/checkout-hold';
import { configurationStore } from '../../state/configuration';
import { customerTypeStore } from '../../state/customer-type';
import { deliveryStore } from '../../state/delivery';
import { locationStore } from '../../state/location';
import { luxury, pickupSelection } from './checkout.test-support';
import CheckoutPage from './components/checkout-page';
import { confirmingGiveUpMs } from './components/payment-confirming';
import { PaymentStep, reservationOf } from './components/payment-step';
import { checkoutText } from './content';

type Body = Record<string, unknown>;
type Reply = { status: number; body: unknown };

const ok = (data: unknown): Reply => ({ status: 200, body: { status: true, data } });

/** Asked as the checkout opens: nothing held unless a test serves a hold. */
const activeReservationPath = '/api/Order/get-active-reservation';

function serve(routes: Record<string, (body: Body) => Reply | Promise<Reply>>) {
  const calls: { path: string; body: Body }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Body;
      calls.push({ path, body });
      const route = routes[path] ?? (path === activeReservationPath ? () => ok(null) : undefined);
      const reply = (await route?.(body)) ?? { status: 404, body: { status: false, message: 'Not found' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const reservation = {
  order: {
    orderID: 'ORD-1',
    yanaReservationID: 'ORD-1',
    yanaReservationNumber: 'SR-100001',
    yanaCustomerID: 'AU000001',
    yanaCustomerNo: 'AU000001',
    rdAccountID: null,
    driveawayPrice: 13_000_000,
    rdPaymentTransactionID: 'PAY-100001-1',
    adyenSessionID: 'CS1',
    adyenSessionData: 'data',
    paymentProvider: 'sandbox',
    paymentClientKey: null,
    paymentAmount: 100_000,
  },
  reservationCountDown: 600,
  reservationCountDownStage: 1,
  reservationExtensionCount: 0,
};

/** The server's countdown read at zero, in stage 1 with no extension used. */
const atZero = ok({ reservationCountDown: 0, reservationCountDownStage: 1, reservationExtensionCount: 0 });

/** The extend call's reply: a new countdown of `countdown` seconds, `extensions` used. */
const extendedBy = (countdown: number, extensions: number) =>
  ok({
    reservationCountDown: countdown,
    reservationCountDownStage: 2,
    reservationExtensionCount: extensions,
    extended: true,
    message: 'Your reservation has been extended.',
  });

/** The payment step of the served reservation, one second from zero. */
function renderPaymentStepAboutToExpire() {
  render(
    <PaymentStep
      country="AU"
      onStartAgain={noop}
      initial={{ ...reservationOf(reservation as never), countdown: 1 }}
    />,
    { wrapper: WithQueryClient },
  );
}

function configure(hasStock: boolean) {
  locationStore.set({ country: 'AU', state: 'NSW' });
  customerTypeStore.set('Private');
  configurationStore.set(luxury(hasStock));
  deliveryStore.set(pickupSelection());
}

/** The checkout page, once it has asked the server for a hold to resume. */
async function renderCheckout(signedIn = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', '/au-en/checkout');
  render(
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/au-en/checkout">
          <CheckoutPage country="AU" signedIn={signedIn} />
        </Route>
        <Route path="/au-en/order-waitlisted/:webkey">
          <Reached page="Waitlisted page" />
        </Route>
        <Route path="/au-en/sign-in">
          <p>Sign-in page</p>
        </Route>
      </Switch>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Jo');
  await user.type(screen.getByLabelText('Last name'), 'Citizen');
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Confirm email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Mobile'), '0412 345 678 99');
}

const noop = () => undefined;

/** A page that says how it was reached: 'REPLACE' when it took the checkout's place in the history. */
function Reached({ page }: { page: string }) {
  return <p>{`${page} (${navigationType()})`}</p>;
}

const lmct = () => ok({ partnerLMCT: 'LMCT 12345 (SAMPLE)' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  checkoutHoldStore.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout: account details', () => {
  it('names each invalid field, then reserves whatever the email: no question tells who has an account (probe F10)', async () => {
    configure(true);
    const calls = serve({
      '/api/Order/get-lmct': lmct,
      '/api/Order/place-reservation': () => ok(reservation),
    });
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Proceed with payment' }));
    expect(screen.getByText('Require Valid First Name')).toBeInTheDocument();
    expect(screen.getByText('Require Valid Mobile')).toBeInTheDocument();
    // The first field in error has the focus, its message tied to it.
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription('Require Valid First Name');
    expect(calls.filter((c) => c.path === '/api/Order/place-reservation')).toHaveLength(0);

    await fillDetails(user);
    expect(screen.getByLabelText('Mobile')).toHaveValue('0412345678');
    await user.click(screen.getByRole('button', { name: 'Proceed with payment' }));
    expect(await screen.findByRole('timer', { name: 'Time left on your reservation' })).toHaveTextContent(
      '10:00',
    );
    const sent = calls.filter((c) => c.path === '/api/Order/place-reservation').map((c) => c.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.order).toMatchObject({ DeliveryOption: 'Pickup', Mobile: '0412345678' });
    expect(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ })).not.toBeChecked();
  });

  it('offers every guest to sign in, keeping the form for when they come back', async () => {
    configure(true);
    serve({ '/api/Order/get-lmct': lmct });
    const user = userEvent.setup();
    await renderCheckout();
    expect(
      screen.getByText('Have a Cadillac account? Sign in to follow this order in My Orders.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await fillDetails(user);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    cleanup();
    await renderCheckout(true);
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('blocks pasting into the confirmation', async () => {
    configure(true);
    serve({ '/api/Order/get-lmct': lmct });
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByLabelText('Confirm email'));
    await user.paste('pasted@example.com');
    expect(screen.getByLabelText('Confirm email')).toHaveValue('');
  });
});

describe('checkout: waitlist', () => {
  it('asks for the privacy confirmation, then joins and opens the waitlisted page', async () => {
    configure(false);
    const calls = serve({
      '/api/Order/get-lmct': lmct,
      '/api/interest/save-interest': () => ok({ webUniqueKey: 'K'.repeat(32), expiryDateText: null }),
    });
    const user = userEvent.setup();
    await renderCheckout();
    expect(screen.getByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    const join = screen.getByRole('button', { name: 'Join the waitlist' });
    expect(join).toBeDisabled();
    await fillDetails(user);
    await user.type(screen.getByLabelText('Comments (optional)'), 'Blue, please');
    await user.click(screen.getByRole('checkbox', { name: /Privacy Statement/ }));
    await user.click(join);
    // The waitlisted page takes the checkout's place (Back does not reopen it), and the comment went with this
    // interest: the next checkout starts without it (audit 002 #6).
    expect(await screen.findByText('Waitlisted page (REPLACE)')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/interest/save-interest')?.body;
    expect(body?.interest).toMatchObject({
      InterestType: 'Waitlist',
      PrivacyStatement: true,
      VariantName: 'Luxury',
      Comments: 'Blue, please',
    });
    expect(localStorage.getItem('ordercomments')).toBeNull();
  });

  it('shows the server’s refusal and stays ready', async () => {
    configure(false);
    serve({
      '/api/Order/get-lmct': lmct,
      '/api/interest/save-interest': () => ({ status: 503, body: { status: false, message: 'Try later.' } }),
    });
    const user = userEvent.setup();
    await renderCheckout();
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /Privacy Statement/ }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });
});

describe('checkout: sold out while the visitor typed', () => {
  it("shows the spec's sold-out reminder with the inventory link and turns the form into the waitlist's", async () => {
    configure(true);
    const soldOut =
      'Your design is currently sold out, but you can continue and join a waitlist and we will notify you when it is available.';
    const calls = serve({
      '/api/Order/get-lmct': lmct,
      '/api/Order/place-reservation': () => ({
        status: 409,
        body: { status: false, errorCode: 'InventoryUnavailable', message: soldOut },
      }),
      '/api/interest/save-interest': () => ok({ webUniqueKey: 'K'.repeat(32), expiryDateText: null }),
    });
    const user = userEvent.setup();
    await renderCheckout();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Proceed with payment' }));
    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.getByText(soldOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View available inventory' })).toHaveAttribute(
      'href',
      '/au-en/inventory?shopfront=1',
    );
    await user.click(screen.getByRole('checkbox', { name: /Privacy Statement/ }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Waitlisted page (REPLACE)')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/interest/save-interest');
  });
});

describe('checkout: the reservation countdown', () => {
  it('at zero in stage 1 shows the reminder, reads the server countdown, and Extend starts a new one', async () => {
    const calls = serve({
      '/api/Order/set-reservation-countdown': () => atZero,
      '/api/Order/extend-reservation-countdown': () => extendedBy(600, 1),
    });
    const user = userEvent.setup();
    renderPaymentStepAboutToExpire();
    const reminder = await screen.findByRole(
      'dialog',
      { name: 'Your reservation is about to expire' },
      { timeout: 3000 },
    );
    expect(calls.map((c) => c.path)).toContain('/api/Order/set-reservation-countdown');
    await user.click(within(reminder).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByRole('timer', { name: 'Time left on your reservation' })).toHaveTextContent(
      '10:00',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('checkout: the countdown follows live hold events (issue 36)', () => {
  /** The tab's live stream, opened by hand: a test sends its events. */
  class FakeEventSource extends EventTarget {
    static last: FakeEventSource | null = null;
    readonly url: string;
    constructor(url: string) {
      super();
      this.url = new URL(url, window.location.href).href;
      FakeEventSource.last = this;
    }
    close() {}
  }

  it('a live read that answers after the tab extended itself does not close the next reminder', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let answerLiveRead: (reply: Reply) => void = noop;
    serve({
      '/api/Order/set-reservation-countdown': () => atZero,
      '/api/Order/extend-reservation-countdown': () => extendedBy(1, 1),
      '/api/Payment/get-new-payment-ids': () =>
        ok({ rdPaymentTransactionID: 'PAY-100001-2', adyenSessionID: 'CS2', adyenSessionData: 'data2' }),
      [activeReservationPath]: () => new Promise<Reply>((resolve) => (answerLiveRead = resolve)),
    });
    const disconnect = connectLiveEvents('/api/events?country=AU');
    const user = userEvent.setup();
    renderPaymentStepAboutToExpire();
    const reminder = () =>
      screen.findByRole('dialog', { name: 'Your reservation is about to expire' }, { timeout: 3000 });
    await reminder();
    await user.keyboard('{Escape}');
    // The tab's own extension raises a live event; its read of the server is still on its way when the tab extends.
    act(() => {
      FakeEventSource.last?.dispatchEvent(
        new MessageEvent('stock', { data: JSON.stringify({ status: 'on-hold' }) }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const second = await reminder();
    // The late read says what the tab already knows (one extension): the second reminder stays.
    await act(async () => {
      answerLiveRead(ok({ ...reservation, reservationExtensionCount: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(second).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Extend' })).toBeEnabled();
    disconnect();
  });
});

describe('checkout: the payment session of an extended hold', () => {
  it('mounts a new session after Extend: the old one ended with the old hold', async () => {
    const calls = serve({
      '/api/Order/set-reservation-countdown': () => atZero,
      '/api/Order/extend-reservation-countdown': () => extendedBy(600, 1),
      '/api/Payment/get-new-payment-ids': () =>
        ok({ rdPaymentTransactionID: 'PAY-100001-2', adyenSessionID: 'CS2', adyenSessionData: 'data2' }),
    });
    const user = userEvent.setup();
    renderPaymentStepAboutToExpire();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    expect(screen.getByTitle('Card payment')).toHaveAttribute('src', expect.stringContaining('/CS1#'));
    const reminder = await screen.findByRole(
      'dialog',
      { name: 'Your reservation is about to expire' },
      { timeout: 3000 },
    );
    await user.click(within(reminder).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByTitle('Card payment')).toHaveAttribute('src', expect.stringContaining('/CS2#'));
    const paths = calls.map((c) => c.path);
    expect(paths.indexOf('/api/Payment/get-new-payment-ids')).toBeGreaterThan(
      paths.indexOf('/api/Order/extend-reservation-countdown'),
    );
    expect(calls.find((c) => c.path === '/api/Payment/get-new-payment-ids')?.body).toEqual({
      orderID: 'ORD-1',
      Country: 'AU',
    });
  });
});

describe('checkout: an expired hold', () => {
  it('closes the payment panel, leaving the expired message, when the card form reports back too late', async () => {
    serve({ '/api/Order/get-reservation-status': () => ok('expired') });
    const user = userEvent.setup();
    render(<PaymentStep country="AU" onStartAgain={noop} initial={reservationOf(reservation as never)} />, {
      wrapper: WithQueryClient,
    });
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    expect(screen.getByTitle('Card payment')).toBeInTheDocument();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { source: 'showroom-sandbox', sessionId: 'CS1', resultCode: 'Authorised', sessionResult: 'R' },
      }),
    );
    expect(await screen.findByText(/Your reservation has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /I agree to the Order Terms/ })).not.toBeInTheDocument();
    expect(screen.queryByTitle('Card payment')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('checkout: a card refused because the hold ran out (audit D2)', () => {
  it('closes the payment panel to the expired message: no countdown, no Re-try, Start again offered', async () => {
    serve({
      '/api/Payment/save-payment-log': () => ok(null),
      '/api/Payment/get-new-payment-ids': () => ({
        status: 409,
        body: {
          status: false,
          errorCode: 'ReservationExpired',
          message: 'Your reservation has expired. Please contact our Cadillac Sales Team on 1800 223 455',
        },
      }),
    });
    const startAgain = vi.fn();
    const user = userEvent.setup();
    render(
      <PaymentStep country="AU" onStartAgain={startAgain} initial={reservationOf(reservation as never)} />,
      { wrapper: WithQueryClient },
    );
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { source: 'showroom-sandbox', sessionId: 'CS1', resultCode: 'Refused' },
      }),
    );
    expect(await screen.findByText(/Your reservation has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-try Payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(startAgain).toHaveBeenCalledOnce();
  });
});

describe('checkout: an authorised card', () => {
  it('places the order with the name typed on the card (the name only) and opens the thank-you page', async () => {
    const calls = serve({
      '/api/Order/get-reservation-status': () => ok('active'),
      '/api/Order/place-order': () =>
        ok({
          yanaOrderIDs: ['ORD-1'],
          orderNumber: 'SR-100001',
          yanaCustomerID: 'AU000001',
          yanaCustomerNo: 'AU000001',
          rdPaymentTransactionID: 'PAY-100001-1',
          orderVehicle: { country: 'AU' },
        }),
    });
    const user = userEvent.setup();
    localStorage.setItem('ordercomments', JSON.stringify('Gate code 1234'));
    window.history.replaceState(null, '', '/au-en/checkout');
    render(
      <Switch>
        <Route path="/au-en/checkout">
          <PaymentStep country="AU" onStartAgain={noop} initial={reservationOf(reservation as never)} />
        </Route>
        <Route path="/au-en/order-success/*">
          <Reached page="Thank-you page" />
        </Route>
      </Switch>,
      { wrapper: WithQueryClient },
    );
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          source: 'showroom-sandbox',
          sessionId: 'CS1',
          resultCode: 'Authorised',
          sessionResult: 'R',
          holderName: ' Jo Citizen ',
        },
      }),
    );
    // The thank-you page takes the checkout's place (Back does not reopen a checkout), and the comment belonged to
    // this order: the next order starts without it (audit 002 #6).
    expect(await screen.findByText('Thank-you page (REPLACE)')).toBeInTheDocument();
    const placed = calls.find((call) => call.path === '/api/Order/place-order');
    expect(placed?.body).toMatchObject({
      order: { OrderID: 'ORD-1', NameOnCreditCard: 'Jo Citizen' },
      adyenSession: { SessionID: 'CS1', SessionResult: 'R' },
    });
    expect(localStorage.getItem('ordercomments')).toBeNull();
  });
});

describe('checkout: a refused card whose new payment details fail', () => {
  it('drops the spent session at once and asks for new details again on Re-try Payment', async () => {
    let renewals = 0;
    serve({
      '/api/Order/get-reservation-status': () => ok('active'),
      '/api/Payment/save-payment-log': () => ok(null),
      '/api/Payment/get-new-payment-ids': () =>
        renewals++ === 0
          ? { status: 503, body: { status: false, message: 'The payment service is busy.' } }
          : ok({ rdPaymentTransactionID: 'PAY-100001-2', adyenSessionID: 'CS2', adyenSessionData: 'data2' }),
    });
    const user = userEvent.setup();
    render(<PaymentStep country="AU" onStartAgain={noop} initial={reservationOf(reservation as never)} />, {
      wrapper: WithQueryClient,
    });
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { source: 'showroom-sandbox', sessionId: 'CS1', resultCode: 'Refused' },
      }),
    );
    expect(await screen.findByText('The payment service is busy.')).toBeInTheDocument();
    expect(screen.queryByTitle('Card payment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-try Payment' }));
    expect(await screen.findByTitle('Card payment')).toHaveAttribute('src', expect.stringContaining('/CS2#'));
  });
});

describe('checkout: hasLogin', () => {
  it('tells the server whether a customer is signed in', async () => {
    configure(true);
    const calls = serve({
      '/api/Order/get-lmct': lmct,
      '/api/Order/place-reservation': () => ({ status: 503, body: { status: false, message: 'Busy.' } }),
    });
    const user = userEvent.setup();
    await renderCheckout(true);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Proceed with payment' }));
    expect(await screen.findByText('Busy.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/Order/place-reservation')?.body).toMatchObject({
      hasLogin: true,
    });
  });
});

describe('checkout: a payment being confirmed (operations drill finding 6)', () => {
  const authorised = {
    source: 'showroom-sandbox',
    sessionId: 'CS1',
    resultCode: 'Authorised',
    sessionResult: 'R',
  };
  const thankYou = '/au-en/order-success/AU000001/AU000001/ORD-1/SR-100001/PAY-100001-1/AU';
  const statusPath = '/api/Order/get-reservation-status';
  afterEach(() => vi.useRealTimers());

  function renderPayment(reply: object = reservation) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    window.history.replaceState(null, '', '/au-en/checkout');
    render(
      <QueryClientProvider client={client}>
        <Switch>
          <Route path="/au-en/checkout">
            <PaymentStep country="AU" onStartAgain={noop} initial={reservationOf(reply as never)} />
          </Route>
          <Route path={thankYou}>
            <p>Thank-you page</p>
          </Route>
        </Switch>
      </QueryClientProvider>,
    );
  }

  async function cardReports(data: object) {
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
  }

  it('answers a 502 from place-order with "confirming", never a refusal, and opens the thank-you page once placed', async () => {
    // Before placing, the first read while confirming, then the notification has placed the order.
    const statuses = ['active', 'active', 'ordered'];
    const calls = serve({
      [statusPath]: () => ok(statuses.shift() ?? 'ordered'),
      '/api/Order/place-order': () => ({ status: 502, body: undefined }),
    });
    renderPayment();
    await cardReports(authorised);
    expect(await screen.findByRole('status')).toHaveTextContent('We are confirming your payment…');
    expect(screen.queryByText(checkoutText.refused)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-try Payment' })).not.toBeInTheDocument();
    expect(screen.queryByTitle('Card payment')).not.toBeInTheDocument();
    expect(await screen.findByText('Thank-you page', {}, { timeout: 5000 })).toBeInTheDocument();
    const paths = calls.map((c) => c.path);
    expect(paths.filter((path) => path === statusPath)).toHaveLength(3);
    expect(paths.filter((path) => path === '/api/Order/place-order')).toHaveLength(1);
    expect(paths).not.toContain('/api/Payment/get-new-payment-ids');
  });

  it('after a lost connection, ends with the hold that ran out, not a refusal', async () => {
    const statuses = ['active', 'expired'];
    serve({
      [statusPath]: () => ok(statuses.shift() ?? 'expired'),
      '/api/Order/place-order': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPayment();
    await cardReports(authorised);
    expect(await screen.findByText(/Your reservation has expired/)).toBeInTheDocument();
    expect(screen.queryByText(checkoutText.refused)).not.toBeInTheDocument();
  });

  it('confirms instead of offering Re-try Payment when the server says a payment is being confirmed', async () => {
    // The card form's own reply was lost with its instance (drill 3b-3): it reports an error.
    const calls = serve({
      [statusPath]: () => ok('ordered'),
      '/api/Payment/save-payment-log': () => ok({ logged: true }),
      '/api/Payment/get-new-payment-ids': () => ({
        status: 409,
        body: {
          status: false,
          errorCode: 'PaymentBeingConfirmed',
          message: 'Your payment is being confirmed. Please wait a moment.',
        },
      }),
    });
    renderPayment();
    await cardReports({ source: 'showroom-sandbox', sessionId: 'CS1', resultCode: 'Error' });
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/Payment/get-new-payment-ids')).toHaveLength(1);
  });

  it('after a reload while confirming (no card form handed out), confirms instead of showing a way to pay', async () => {
    const calls = serve({
      [statusPath]: () => ok('ordered'),
      '/api/Payment/get-new-payment-ids': () => ({
        status: 409,
        body: {
          status: false,
          errorCode: 'PaymentBeingConfirmed',
          message: 'Your payment is being confirmed. Please wait a moment.',
        },
      }),
    });
    const resumed = {
      ...reservation,
      order: { ...reservation.order, adyenSessionID: null, adyenSessionData: null },
    };
    renderPayment(resumed);
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/Payment/get-new-payment-ids')).toHaveLength(1);
    expect(screen.queryByTitle('Card payment')).not.toBeInTheDocument();
  });

  it('stops asking after two minutes and points to My Orders and the email, never a refusal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve({
      [statusPath]: () => ok('active'),
      '/api/Order/place-order': () => ({ status: 502, body: undefined }),
    });
    renderPayment();
    await cardReports(authorised);
    await screen.findByText(/We are confirming your payment/);
    await act(() => vi.advanceTimersByTimeAsync(confirmingGiveUpMs));
    expect(screen.getByRole('status')).toHaveTextContent(checkoutText.stillConfirming);
    const reads = calls.filter((c) => c.path === statusPath).length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.filter((c) => c.path === statusPath)).toHaveLength(reads);
    expect(screen.queryByText(checkoutText.refused)).not.toBeInTheDocument();
  });
});

describe('checkout: the hold this browser already has (issue 30)', () => {
  /** get-active-reservation's hold on AU Luxury with 8 minutes left, in the paint given. */
  const held = (exteriorName = 'Sable Black Metallic') =>
    ok({
      ...reservation,
      reservationCountDown: 480,
      summary: {
        orderNo: 'SR-100001',
        firstName: 'Jo',
        lastName: 'Citizen',
        state: 'NSW',
        driveawayPrice: 13_000_000,
        vehicle: { variantName: 'Luxury', exteriorName, interiorName: 'Sky Cool Grey' },
      },
    });
  const expiredReply = {
    status: 409,
    body: {
      status: false,
      errorCode: 'ReservationExpired',
      message: 'Your reservation has expired. Please contact our Cadillac Sales Team on 1800 223 455',
    },
  };

  it('opens at the payment step of the held order, with the countdown the server has left', async () => {
    configure(true);
    serve({ '/api/Order/get-lmct': lmct, [activeReservationPath]: () => held() });
    await renderCheckout();
    expect(screen.getByText('Reservation SR-100001 is held for you:')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left on your reservation' })).toHaveTextContent('8:00');
    expect(screen.queryByRole('button', { name: 'Proceed with payment' })).not.toBeInTheDocument();
  });

  it('leaves the account details for a hold on another vehicle', async () => {
    configure(true);
    serve({ '/api/Order/get-lmct': lmct, [activeReservationPath]: () => held('Crystal White Tricoat') });
    await renderCheckout();
    expect(screen.getByRole('button', { name: 'Proceed with payment' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('closes to the expired message without a countdown when the hold ran out, and starts again from the details', async () => {
    configure(true);
    serve({
      '/api/Order/get-lmct': lmct,
      [activeReservationPath]: () => held(),
      '/api/Payment/save-payment-log': () => ok(null),
      '/api/Payment/get-new-payment-ids': () => expiredReply,
    });
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Order Terms/ }));
    // The sandbox refuses the card of a session that ended with the hold.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { source: 'showroom-sandbox', sessionId: 'CS1', resultCode: 'Refused' },
      }),
    );
    expect(await screen.findByText(/Your reservation has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-try Payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: 'Proceed with payment' })).toBeEnabled();
    expect(screen.queryByText(/Your reservation has expired/)).not.toBeInTheDocument();
  });
});
