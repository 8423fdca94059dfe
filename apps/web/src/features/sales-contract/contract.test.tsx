import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from './api/contract-api';
import { SignContractDialog } from './components/sign-contract-dialog';

const order = {
  orderID: 'ORD-1A2B',
  orderStatus: 'Ordered',
  yanaOrderIDs: {
    yanaOrderID: 'ORD-1A2B',
    yanaOrderNo: 'SR-100007',
    yanaCustomerID: 'c0ffee00-0000-4000-8000-000000000001',
    yanaCustomerNo: 'AU000001',
  },
  orderVehicle: { country: 'AU', variantName: 'Luxury' },
  driveAwayCost: { driveawayPrice: 11_700_000 },
} as unknown as Order;

const consent =
  "I have read and reviewed my vehicle sales order contract and agree with all the T&C's mentioned in this contract.";

/** The SHA-256 of the draft the dialog shows. */
const reviewed = 'a'.repeat(64);

/** The server: the draft's links, and the answer to signing. */
function server(sign: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => {
    const [status, body] = path.endsWith('get-specific-document')
      ? [
          200,
          {
            status: true,
            data: [
              {
                reportName: 'Vehicle Sales Order Contract (draft)',
                reportType: 'Contract',
                displayUrl: '/v',
                key: 'k',
                sha256: reviewed,
                downloadUrl: '/d',
              },
            ],
          },
        ]
      : [sign.status, sign.body];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signCalls = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([path]) => String(path).endsWith('sign-contract'));

function open(props: { onClose?: () => void; onChanged?: () => void } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignContractDialog
        order={order}
        onClose={props.onClose ?? vi.fn()}
        onChanged={props.onChanged ?? vi.fn()}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the contract dialog', () => {
  it('enables signing only once the consent box is ticked, and refuses a one-word name before sending', async () => {
    const fetchMock = server({ status: 200, body: {} });
    open();
    expect(
      await screen.findByRole('link', { name: /View Vehicle Sales Order Contract \(draft\)/ }),
    ).toHaveAttribute('href', '/v');
    const sign = screen.getByRole('button', { name: 'Sign Contract' });
    expect(sign).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your full name'), 'Mia');
    await userEvent.click(screen.getByRole('checkbox', { name: consent }));
    expect(sign).toBeEnabled();
    await userEvent.click(sign);
    expect(await screen.findByText('Require Valid Full Name')).toBeInTheDocument();
    expect(signCalls(fetchMock)).toEqual([]);
  });

  it('signs with the order’s ids, then reads the order again and closes', async () => {
    const fetchMock = server({
      status: 200,
      body: { status: true, data: { signedAt: 'x', sha256: 'y', documentKey: 'z' } },
    });
    const onClose = vi.fn();
    const onChanged = vi.fn();
    open({ onClose, onChanged });
    await userEvent.type(screen.getByLabelText('Your full name'), 'Mia Contract');
    await userEvent.click(screen.getByRole('checkbox', { name: consent }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onChanged).toHaveBeenCalledOnce();
    expect(JSON.parse(String(signCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      YanaCustomerID: order.yanaOrderIDs.yanaCustomerID,
      YanaCustomerNo: 'AU000001',
      YanaOrderID: 'ORD-1A2B',
      YanaOrderNo: 'SR-100007',
      Country: 'AU',
      FullName: 'Mia Contract',
      Consent: true,
      ContractSha256: reviewed,
    });
  });

  it('says a new version was issued and shows it, when staff changed the contract after it was opened', async () => {
    const fetchMock = server({
      status: 409,
      body: {
        status: false,
        errorCode: 'ContractChanged',
        message:
          'The Cadillac Sales Team has just issued a new version of your contract. Please review it before signing.',
      },
    });
    const onClose = vi.fn();
    open({ onClose });
    await userEvent.type(screen.getByLabelText('Your full name'), 'Mia Contract');
    await userEvent.click(screen.getByRole('checkbox', { name: consent }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'has just issued a new version of your contract',
    );
    const opened = fetchMock.mock.calls.filter(([path]) => String(path).endsWith('get-specific-document'));
    expect(opened).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s message in red, with a way to sign in again when the sign-in is too old', async () => {
    server({
      status: 403,
      body: {
        status: false,
        errorCode: 'RecentSignInRequired',
        message: 'For your security, please sign in again to continue. It only takes a moment.',
      },
    });
    const onClose = vi.fn();
    open({ onClose });
    await userEvent.type(screen.getByLabelText('Your full name'), 'Mia Contract');
    await userEvent.click(screen.getByRole('checkbox', { name: consent }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your security, please sign in again to continue. It only takes a moment.',
    );
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toMatch(
      /^\/gmauth\/sign-in\?country=AU&reauth=1&returnUrl=/,
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
