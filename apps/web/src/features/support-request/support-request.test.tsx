import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from '../../lib/with-query-client';
import { SupportMenu } from './components/support-menu';

const order = {
  yanaOrderIDs: {
    yanaOrderID: 'ORD-1A2B',
    yanaOrderNo: 'SR-100007',
    yanaCustomerID: 'c0ffee00-0000-4000-8000-000000000001',
    yanaCustomerNo: 'NZ000001',
  },
  orderVehicle: { country: 'NZ' as const },
  orderStatus: 'Ordered' as const,
  isCancelled: false,
  cancellationRequestedAt: null,
  coolingOffUntil: null,
};

function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Support' }));
  await userEvent.click(screen.getByRole('button', { name: item }));
}

describe('the Support menu', () => {
  it('asks to confirm a call-back, sends the order’s ids, and says it was received', async () => {
    const fetchMock = reply(200, {
      status: true,
      data: { requestType: 'callback', requestedAt: 'x', cancelled: false },
    });
    const onRequested = vi.fn();
    render(<SupportMenu order={order} onRequested={onRequested} />, { wrapper: WithQueryClient });
    await choose('Request a Call Back');
    const dialog = screen.getByRole('dialog', { name: 'Request a call back' });
    expect(dialog).toHaveTextContent(
      'Would you like a member of the Cadillac Sales Team to call you about order SR-100007?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(/Your request has been received/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      YanaCustomerID: order.yanaOrderIDs.yanaCustomerID,
      YanaCustomerNo: 'NZ000001',
      YanaOrderID: 'ORD-1A2B',
      YanaOrderNo: 'SR-100007',
      Country: 'NZ',
      RequestType: 'callback',
    });
    expect(onRequested).toHaveBeenCalledOnce();
  });

  it('sends nothing when the answer is NO', async () => {
    const fetchMock = reply(200, {});
    render(<SupportMenu order={order} onRequested={vi.fn()} />, { wrapper: WithQueryClient });
    await choose('Cancel Order');
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec’s failure text with the market’s line, and the server’s reason', async () => {
    reply(409, {
      status: false,
      errorCode: 'ContractSigned',
      message: 'x',
      requestId: 'r',
      details: [
        {
          field: 'RequestType',
          message:
            'Your contract is signed and its cooling-off period has passed, so your order can no longer be cancelled online.',
        },
      ],
    });
    render(<SupportMenu order={order} onRequested={vi.fn()} />, { wrapper: WithQueryClient });
    await choose('Cancel Order');
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByText(
        "We're sorry, there was an issue processing your request. Please try again or call 0800 CADILLAC (223455) for assistance.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your contract is signed and its cooling-off period has passed, so your order can no longer be cancelled online.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Cancel Order only while the order can be cancelled online', async () => {
    const { rerender } = render(
      <SupportMenu order={{ ...order, orderStatus: 'Ordered Confirmed' }} onRequested={vi.fn()} />,
      { wrapper: WithQueryClient },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a Call Back' })).toBeVisible();
    rerender(
      <SupportMenu
        order={{ ...order, cancellationRequestedAt: '2026-11-23T00:00:00.000Z' }}
        onRequested={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('once signed, cancels within the cooling-off period and says the deposit is being refunded', async () => {
    const fetchMock = reply(200, {
      status: true,
      data: { requestType: 'cancel', requestedAt: 'x', cancelled: true },
    });
    const signed = { ...order, orderStatus: 'Ordered Confirmed' as const, coolingOffUntil: '10.12.2026' };
    render(<SupportMenu order={signed} onRequested={vi.fn()} />, { wrapper: WithQueryClient });
    await choose('Cancel Order');
    expect(screen.getByRole('dialog', { name: 'Cancel order' })).toHaveTextContent(
      'Your contract is within its cooling-off period until the end of 10.12.2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByText(/Your order is cancelled\. Your deposit is being refunded/),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).RequestType).toBe('cancel');
  });

  it('closes its menu with Escape, focus back on Support', async () => {
    render(<SupportMenu order={order} onRequested={vi.fn()} />, { wrapper: WithQueryClient });
    const trigger = screen.getByRole('button', { name: 'Support' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
