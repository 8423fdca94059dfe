import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { devModeStore } from '../../state/dev-mode';
import { MyOrders } from './components/my-orders';
import { OrderDetail } from './components/order-detail';
import { orderDetailPath } from './order-paths';
import { ok, orderIds, sampleCard, sampleOrder, serveApi } from './orders.test-support';
import type { OrderActionProps, OrderActions } from './tracker-actions';

const session = { signedIn: true, email: 'ava@example.com', firstName: 'Ava', country: 'AU' as const };
const orderPath = orderDetailPath('au-en', sampleCard);

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/au-en/my-orders">{element}</Route>
        <Route path="/au-en/my-orders/:orderId/:orderNo/:customerId/:customerNo/:country">{element}</Route>
      </Switch>
    </QueryClientProvider>,
  );
}

function serve(replies: Parameters<typeof serveApi>[0]) {
  const api = serveApi(replies);
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api.sent;
}

const details = (order = sampleOrder) => ({ '/api/Order/get-order-details-by-yana-ids': ok(order) });

/** A stand-in for the dialog a capability registers for its button. */
function DetailsDialog({ order, onClose, onChanged }: OrderActionProps) {
  const done = () => {
    onChanged();
    onClose();
  };
  return (
    <div role="dialog" aria-label="Your details">
      {order.yanaOrderIDs.yanaOrderNo}
      <button type="button" onClick={done}>
        Done
      </button>
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  devModeStore.set(false);
});

describe('My Orders', () => {
  it('shows each order with readable status, its date and Action Required, styled by status', async () => {
    const cancelled = {
      ...sampleCard,
      OrderID: 'ORD-2',
      OrderNo: 'SR-100008',
      OrderStatus: 'Cancelled' as const,
      IsShowActionRequiredWording: false,
      yanaOrderIDs: { ...orderIds, yanaOrderID: 'ORD-2', yanaOrderNo: 'SR-100008' },
    };
    const sent = serve({ '/api/Order/get-orders-by-email': ok([sampleCard, cancelled]) });
    renderAt('/au-en/my-orders', <MyOrders market="au-en" session={session} />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(sent[0]).toEqual({ path: '/api/Order/get-orders-by-email', body: { email: 'ava@example.com' } });
    expect(within(first as HTMLElement).getByText('Order placed')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('22 November 2026')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Action Required')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('Action Required')).toBeNull();
    expect(first).toHaveAttribute('data-tone', 'active');
    expect(second).toHaveAttribute('data-tone', 'ended');
    expect(screen.queryByText('Ordered')).toBeNull();
    expect(screen.getByRole('link', { name: 'View details of order SR-100007' })).toHaveAttribute(
      'href',
      `/au-en/my-orders/${btoa('ORD-1A2B')}/${btoa('SR-100007')}/${btoa(orderIds.yanaCustomerID)}/${btoa('AU000001')}/AU`,
    );
  });

  it('offers Re-try Payment on an order whose deposit is unpaid, opening the order page’s dialog', async () => {
    const unpaid = {
      ...sampleCard,
      OrderID: 'ORD-3',
      OrderNo: 'SR-100009',
      OrderStatus: 'CheckoutPaymentPage' as const,
      yanaOrderIDs: { ...orderIds, yanaOrderID: 'ORD-3', yanaOrderNo: 'SR-100009' },
    };
    serve({ '/api/Order/get-orders-by-email': ok([unpaid, sampleCard]) });
    renderAt('/au-en/my-orders', <MyOrders market="au-en" session={session} />);
    const [refused, placed] = await screen.findAllByRole('listitem');
    expect(within(refused as HTMLElement).getByText('Action Required')).toBeInTheDocument();
    expect(within(refused as HTMLElement).getByText('Awaiting deposit')).toBeInTheDocument();
    expect(
      within(refused as HTMLElement).getByRole('link', { name: 'Re-try Payment for order SR-100009' }),
    ).toHaveAttribute('href', `${orderDetailPath('au-en', unpaid)}?action=RetryPayment`);
    expect(
      within(refused as HTMLElement).getByRole('link', { name: 'View details of order SR-100009' }),
    ).toHaveAttribute('href', orderDetailPath('au-en', unpaid));
    // Action Required for another step (the contract): no Re-try Payment.
    expect(within(placed as HTMLElement).queryByRole('link', { name: /Re-try Payment/ })).toBeNull();
  });

  it("shows 'Your Garage Is Empty' with Existing Stock and Configurator, and always while the developer flag is set", async () => {
    serve({ '/api/Order/get-orders-by-email': ok([]) });
    const view = renderAt('/au-en/my-orders', <MyOrders market="au-en" session={session} />);
    expect(await screen.findByRole('heading', { name: 'Your Garage Is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Existing Stock' })).toHaveAttribute(
      'href',
      '/au-en/inventory?shopfront=1',
    );
    expect(screen.getByRole('link', { name: 'Configurator' })).toHaveAttribute('href', '/au-en/');
    view.unmount();
    serve({ '/api/Order/get-orders-by-email': ok([sampleCard]) });
    devModeStore.set(true);
    renderAt('/au-en/my-orders', <MyOrders market="au-en" session={session} />);
    expect(await screen.findByRole('heading', { name: 'Your Garage Is Empty' })).toBeInTheDocument();
  });
});

describe('the order page', () => {
  it('asks for the order by the decoded ids of its path and shows it with its tracker at the current step', async () => {
    const sent = serve(details());
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    expect(await screen.findByRole('heading', { name: 'Order SR-100007' })).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ ...orderIds, country: 'AU' });
    expect(screen.getByText('Order placed')).toBeInTheDocument();
    const current = screen.getByRole('button', { name: /Sign Your Contract/ });
    expect(current).toHaveAttribute('aria-expanded', 'true');
    expect(current).toHaveAccessibleName('Sign Your Contract Step 2 of 5: In progress');
    expect(screen.getByRole('button', { name: /Order Placed/ })).toHaveAccessibleName(
      'Order Placed Step 1 of 5: Completed 22 November 2026',
    );
    expect(screen.getByRole('img', { name: '1 of 5 steps completed' })).toBeInTheDocument();
    expect(screen.getByText('About Sign Your Contract.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Pay Your Balance/ }));
    expect(screen.getByText('About Pay Your Balance.')).toBeVisible();
    expect(screen.getByText('About Sign Your Contract.')).not.toBeVisible();
  });

  it('shows the selection and prices of the snapshot, the payments and the handover', async () => {
    serve(details());
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    const selection = await screen.findByRole('region', { name: 'Your LYRIQ' });
    expect(within(selection).getByText('Charging: Home charger')).toBeInTheDocument();
    expect(within(selection).getByText('A 7.4 kW wall charger, installed.')).toBeInTheDocument();
    expect(within(selection).getAllByText('Included')).toHaveLength(2);
    expect(within(selection).getByText('$121,472.90')).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payment summary' });
    expect(
      within(payments).getByRole('row', { name: '22 November 2026 Deposit Received $1,000' }),
    ).toBeInTheDocument();
    expect(within(payments).getAllByText('$120,472.90')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'In-store collection' })).toHaveTextContent(
      'Cadillac Experience Centre Sydney',
    );
    expect(screen.getByRole('region', { name: 'Your comments' })).toHaveTextContent('Blue ribbon please');
  });

  it('writes a home delivery address once, however the order kept its street (audit 002 #8)', async () => {
    serve(
      details({
        ...sampleOrder,
        delivery: {
          ...sampleOrder.delivery,
          deliveryOption: 'HomeDelivery',
          pickupLocationName: null,
          deliveryLocationAddress: 'Dubbo NSW 2830',
          deliveryLocationSuburb: 'Dubbo',
          deliveryLocationState: 'NSW',
          deliveryLocationPostcode: '2830',
        },
      }),
    );
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    const panel = await screen.findByRole('region', { name: 'Home delivery' });
    expect(within(panel).getByText('Dubbo NSW 2830')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Dubbo NSW 2830, Dubbo');
  });

  it('writes the payment due date as the rest of the shop does, not as the wire does (audit 002 #11)', async () => {
    serve(details({ ...sampleOrder, paymentDueDate: '23.12.2027' }));
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    const payments = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(payments).getByText('Thursday, 23 December 2027')).toBeInTheDocument();
    expect(within(payments).queryByText('23.12.2027')).not.toBeInTheDocument();
  });

  it('shows a cancelled order owing nothing, with its deposit and the refund’s status and reference', async () => {
    serve(
      details({
        ...sampleOrder,
        orderStatus: 'Cancelled',
        isCancelled: true,
        currentBalance: 0,
        balanceStanding: 'Closed',
        orderPaymentHistory: [
          ...sampleOrder.orderPaymentHistory,
          {
            paymentDate: '2026-11-24T02:00:00.000Z',
            paymentName: 'Deposit refund',
            paymentAmount: 100_000,
            paymentKind: 'refund',
            paymentStatus: 'Refunded',
            paymentReference: 'SANDBOXREFUND42',
          },
        ],
      }),
    );
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    const payments = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(payments).getByRole('note')).toHaveTextContent(
      'This order is cancelled: nothing is owing.',
    );
    expect(within(payments).queryByText('Balance owing')).not.toBeInTheDocument();
    expect(
      within(payments).getByRole('row', {
        name: '24 November 2026 Deposit refund Refunded Ref. SANDBOXREFUND42 −$1,000',
      }),
    ).toBeInTheDocument();
  });

  it('shows an unpaid order’s deposit as due and the balance after it, with nothing received', async () => {
    serve(
      details({
        ...sampleOrder,
        orderStatus: 'CheckoutPaymentPage',
        balanceStanding: 'DepositDue',
        currentBalance: 12_147_290,
        orderPaymentHistory: [],
      }),
    );
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    const payments = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(payments).getByText('Deposit due')).toBeInTheDocument();
    expect(within(payments).getByText('Balance after deposit')).toBeInTheDocument();
    expect(within(payments).queryByText('Balance owing')).not.toBeInTheDocument();
    expect(within(payments).getByText('No payments have been received yet.')).toBeInTheDocument();
  });

  it('opens the FAQ one question at a time, in ORDER, FINANCE and DELIVERY', async () => {
    serve(details());
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ORDER', 'FINANCE', 'DELIVERY']);
    await userEvent.click(within(faq).getByRole('button', { name: 'Can I cancel my order?' }));
    expect(within(faq).getByText(/Yes, until your contract is signed\..*1800 223 455/)).toBeVisible();
  });

  it('shows a step’s button only when the page has its dialog, opens it, and reads the order again after a change', async () => {
    serve(details());
    const view = renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    await screen.findByRole('heading', { name: 'Order SR-100007' });
    expect(screen.queryByRole('button', { name: 'Provide Your Details' })).toBeNull();
    view.unmount();

    const actions: OrderActions = { ProvideDetails: DetailsDialog };
    const sent = serve(details());
    renderAt(orderPath, <OrderDetail market="au-en" actions={actions} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Provide Your Details' }));
    expect(screen.getByRole('dialog', { name: 'Your details' })).toHaveTextContent('SR-100007');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Your details' })).toBeNull();
    // The dialog changed the order: the page reads it again.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });

  it('opens the dialog its ?action= names at once, only while the current step offers that button', async () => {
    const unpaid = {
      ...sampleOrder,
      orderStatus: 'CheckoutPaymentPage' as const,
      pipeLines: sampleOrder.pipeLines.map((step, index) =>
        index === 0
          ? {
              ...step,
              pipelineBarStepStatus: 0 as const,
              completeDate: null,
              buttonID: 'RetryPayment' as const,
            }
          : { ...step, pipelineBarStepStatus: 2 as const, buttonID: null },
      ),
    };
    const actions: OrderActions = { RetryPayment: DetailsDialog, ProvideDetails: DetailsDialog };
    const retryPath = `${orderPath}?action=RetryPayment`;
    serve(details(unpaid));
    const view = renderAt(retryPath, <OrderDetail market="au-en" actions={actions} />);
    expect(await screen.findByRole('dialog', { name: 'Your details' })).toBeInTheDocument();
    view.unmount();

    serve(details(unpaid));
    const plain = renderAt(orderPath, <OrderDetail market="au-en" actions={actions} />);
    await screen.findByRole('heading', { name: 'Order SR-100007' });
    expect(screen.queryByRole('dialog')).toBeNull();
    plain.unmount();

    // Paid since the link was sent: the current step is the contract, and nothing opens.
    serve(details());
    renderAt(retryPath, <OrderDetail market="au-en" actions={actions} />);
    await screen.findByRole('heading', { name: 'Order SR-100007' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the selection of a cancelled order and says it is cancelled', async () => {
    const cancelled = {
      ...sampleOrder,
      orderStatus: 'Cancelled' as const,
      isCancelled: true,
      pipeLines: [
        sampleOrder.pipeLines[0] as (typeof sampleOrder.pipeLines)[number],
        {
          ...(sampleOrder.pipeLines[1] as (typeof sampleOrder.pipeLines)[number]),
          pipelineName: 'Order Cancelled',
          pipelineBarStepStatus: 1 as const,
          buttonID: null,
          buttonText: null,
        },
      ],
    };
    serve(details(cancelled));
    renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    expect(await screen.findByText('This order has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your LYRIQ' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payment summary' })).toBeInTheDocument();
  });

  it('finds nothing for ids the server does not know as the customer’s, nor for a path that is not base64', async () => {
    serve({});
    const view = renderAt(orderPath, <OrderDetail market="au-en" actions={{}} />);
    expect(await screen.findByText('We could not find this order among yours.')).toBeInTheDocument();
    view.unmount();
    const sent = serve(details());
    renderAt('/au-en/my-orders/!!!/x/y/z/AU', <OrderDetail market="au-en" actions={{}} />);
    expect(await screen.findByText('We could not find this order among yours.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
