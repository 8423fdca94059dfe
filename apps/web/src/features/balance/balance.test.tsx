import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BalanceOrder } from './api/balance-calls';
import { ArrangePaymentDialog } from './components/arrange-payment-dialog';
import { type PayCardForm, RetryPaymentDialog } from './components/retry-payment-dialog';

/** The fields of an order the balance dialogs read (an NZ order, deposit unpaid). */
const order = {
  orderID: 'ORD-9Z',
  orderStatus: 'CheckoutPaymentPage',
  isCancelled: false,
  currentBalance: 11_900_000,
  yanaOrderIDs: {
    yanaOrderID: 'ORD-9Z',
    yanaOrderNo: 'SR-100042',
    yanaCustomerID: 'c0ffee00-0000-4000-8000-000000000009',
    yanaCustomerNo: 'NZ000009',
  },
  orderVehicle: { country: 'NZ' },
} as unknown as BalanceOrder;

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call by its path, in turn (the last answer repeats), and records what was sent. */
function serve(replies: Record<string, { status: number; body: unknown }[]>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
      const queue = replies[path] ?? [];
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
        status: 404,
        body: { status: false, errorCode: 'NotFound', message: 'Not found.' },
      };
      return envelope(reply.status, reply.body);
    }),
  );
  return sent;
}

const session = (id: string) => ({
  status: 200,
  body: {
    status: true,
    data: {
      rdPaymentTransactionID: `PAY-${id}`,
      adyenSessionID: id,
      adyenSessionData: `data-${id}`,
      paymentProvider: 'sandbox',
      paymentClientKey: null,
      paymentAmount: 100_000,
      message: 'A new payment session is ready.',
    },
  },
});

/** Stands in for the provider's card form: two buttons that report its result for the session it was given. */
const FakeCardForm: PayCardForm = ({ session: shown, onResult }) => (
  <div>
    <p>Card form for {shown.sessionId}</p>
    <button type="button" onClick={() => onResult('Refused', undefined)}>
      Pay refused
    </button>
    <button type="button" onClick={() => onResult('Authorised', `result-${shown.sessionId}`)}>
      Pay accepted
    </button>
  </div>
);

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('Arrange Payment', () => {
  it('shows the balance, the reference, the due date in words and New Zealand’s bank account labels', async () => {
    const sent = serve({
      '/api/Order/get-payment-info': [
        {
          status: 200,
          body: {
            status: true,
            data: {
              YanaOrderNo: 'SR-100042',
              Balance: 11_800_000,
              PaymentDueDate: '23.12.2027',
              Country: 'NZ',
              BankDetails: {
                BankName: 'Bank NZ',
                BankBranchName: 'Auckland',
                AccountName: 'Cadillac NZ',
                BSBNumber: '12-3456',
                AccountNumber: '0123456-00',
                Phone: '0800 223 455',
              },
            },
          },
        },
      ],
    });
    render(withQueries(<ArrangePaymentDialog order={order} onClose={vi.fn()} />));
    expect(await screen.findByTestId('balance-owing')).toHaveTextContent('$118,000');
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('SR-100042');
    expect(screen.getByTestId('payment-due')).toHaveTextContent('Thursday, 23 December 2027');
    expect(screen.getByText('Bank and branch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download payment summary (PDF)' })).toHaveAttribute(
      'href',
      '/api/Documents/payment-summary.pdf?yanaOrderID=ORD-9Z&yanaOrderNo=SR-100042&yanaCustomerID=c0ffee00-0000-4000-8000-000000000009&yanaCustomerNo=NZ000009&country=NZ',
    );
    expect(sent[0]?.body).toMatchObject({ yanaOrderNo: 'SR-100042', country: 'NZ' });
  });
});

describe('Re-try Payment', () => {
  it('logs a refusal, opens a new session, shows the refusal and Re-try Payment, then saves the retry', async () => {
    const sent = serve({
      '/api/Payment/get-new-payment-ids': [session('S1'), session('S2')],
      '/api/Payment/save-payment-log': [{ status: 200, body: { status: true, data: { logged: true } } }],
      '/api/Order/save-retry-payment': [
        { status: 200, body: { status: true, data: { orderStatus: 'Ordered' } } },
      ],
    });
    const onChanged = vi.fn();
    render(
      withQueries(
        <RetryPaymentDialog order={order} onClose={vi.fn()} onChanged={onChanged} CardForm={FakeCardForm} />,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay refused' }));
    expect(
      await screen.findByText('Your credit card details have been refused, please re-enter your details.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Card form/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-try Payment' }));
    expect(screen.getByText('Card form for S2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay accepted' }));
    expect(await screen.findByText(/Your deposit has been received/)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledOnce();
    expect(sent.map((call) => call.path)).toEqual([
      '/api/Payment/get-new-payment-ids',
      '/api/Payment/save-payment-log',
      '/api/Payment/get-new-payment-ids',
      '/api/Order/save-retry-payment',
    ]);
    expect(sent[1]?.body).toEqual({
      order: { OrderID: 'ORD-9Z' },
      adyenSession: { SessionID: 'S1', ResultCode: 'Refused' },
    });
    expect(sent[3]?.body).toEqual({
      order: { OrderID: 'ORD-9Z', Country: 'NZ' },
      adyenSession: { SessionID: 'S2', SessionResult: 'result-S2', ResultCode: 'Authorised' },
    });
  });

  it('shows the server’s message when a session cannot be had, and asks again on Re-try Payment', async () => {
    const failure = {
      status: 503,
      body: {
        status: false,
        errorCode: 'PaymentUnavailable',
        message: 'The payment service is unavailable. Please try again shortly.',
      },
    };
    serve({ '/api/Payment/get-new-payment-ids': [failure, session('S3')] });
    render(
      withQueries(
        <RetryPaymentDialog order={order} onClose={vi.fn()} onChanged={vi.fn()} CardForm={FakeCardForm} />,
      ),
    );
    expect(
      await screen.findByText('The payment service is unavailable. Please try again shortly.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Card form/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-try Payment' }));
    expect(await screen.findByText('Card form for S3')).toBeInTheDocument();
  });

  it('words an ended hold as the order page does, never as an expired reservation', async () => {
    serve({
      '/api/Payment/get-new-payment-ids': [
        {
          status: 409,
          body: { status: false, errorCode: 'ReservationExpired', message: 'Your reservation has expired.' },
        },
      ],
    });
    render(
      withQueries(
        <RetryPaymentDialog order={order} onClose={vi.fn()} onChanged={vi.fn()} CardForm={FakeCardForm} />,
      ),
    );
    expect(await screen.findByText(/no longer held/)).toHaveTextContent('0800 CADILLAC (223455)');
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
  });
});
