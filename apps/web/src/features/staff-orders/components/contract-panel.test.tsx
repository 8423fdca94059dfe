import type { StaffRole } from '@showroom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffRoleContext } from '../../../state/staff-role';
import { ContractPanel } from './contract-panel';

afterEach(() => vi.unstubAllGlobals());

const draft = {
  status: 'draft',
  document: {
    id: 'doc-1',
    sha256: 'a'.repeat(64),
    byteSize: 1200,
    createdAt: '2026-11-25T00:00:00.000Z',
    fileName: null,
  },
  signedAt: null,
  signedBy: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPanel(role: StaffRole, contract: unknown, attachReply?: Response) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.endsWith('/attach') && attachReply ? attachReply : json({ status: true, data: contract }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StaffRoleContext.Provider value={role}>
        <ContractPanel orderId="order-1" status="Ordered" />
      </StaffRoleContext.Provider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('ContractPanel', () => {
  it('shows the server’s refusal of a file that is not a PDF on the file field, and sends it in base64', async () => {
    const refusal = json(
      {
        status: false,
        errorCode: 'InvalidInput',
        message: 'The contract must be a PDF file; this file is not one.',
        details: [{ field: 'file', message: 'The contract must be a PDF file; this file is not one.' }],
      },
      400,
    );
    const fetch = renderPanel('sales', draft, refusal);
    const user = userEvent.setup();
    expect(await screen.findByText('Draft generated from the order, not signed.')).toBeInTheDocument();
    const input = screen.getByLabelText('Contract PDF (at most 10 MB)');
    await user.upload(input, new File(['not a pdf'], 'contract.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Attach PDF' }));
    expect(
      await screen.findByText('The contract must be a PDF file; this file is not one.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const [, init] = fetch.mock.calls.find(([url]) => url.endsWith('/attach')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      orderId: 'order-1',
      fileName: 'contract.pdf',
      file: Buffer.from('not a pdf').toString('base64'),
    });
  });

  it('offers no change to a viewer', async () => {
    renderPanel('viewer', draft);
    expect(await screen.findByText('Draft generated from the order, not signed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate from the order' })).toBeNull();
    expect(screen.queryByLabelText('Contract PDF (at most 10 MB)')).toBeNull();
  });

  it('shows who signed and when, without the change buttons', async () => {
    renderPanel('admin', {
      ...draft,
      status: 'signed',
      signedAt: '2026-11-25T01:00:00.000Z',
      signedBy: 'Ivy Issued',
    });
    expect(await screen.findByText(/Signed by Ivy Issued/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute(
      'href',
      '/api/staff/orders/contract.pdf?orderId=order-1',
    );
  });
});
