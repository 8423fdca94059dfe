import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmTestDrive } from './components/confirm-test-drive';

const token = 'TkTkTkTkTkTkTkTkTkTkTkTkTkTkTkTk';

/** The server's answer to confirm-test-drive. */
function server(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function open() {
  window.history.replaceState(null, '', `/au-en/confirm-test-drive/${token}`);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmTestDrive country="AU" token={token} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the emailed link that confirms a test drive', () => {
  it('confirms nothing on opening (mail scanners open links), once on the button', async () => {
    const fetchMock = server(200, {
      status: true,
      data: {
        webkey: 'W'.repeat(32),
        yanaTestDriveNo: 'TD-100001',
        timeLabel: 'Thursday 3 December 2026',
        locationName: 'Cadillac Experience Centre Sydney',
      },
    });
    open();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM MY TEST DRIVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your test drive TD-100001 on Thursday 3 December 2026',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/TestDrive/confirm-test-drive');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ Token: token });
    expect(screen.getByRole('link', { name: 'VIEW BOOKING' })).toHaveAttribute(
      'href',
      `/au-en/view-test-drive/${'W'.repeat(32)}`,
    );
  });

  it('says a used or run-out link has expired and offers a new booking', async () => {
    server(410, {
      status: false,
      errorCode: 'LinkExpired',
      message: 'This confirmation link has expired or has already been used.',
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM MY TEST DRIVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'BOOK A TEST DRIVE' })).toHaveAttribute(
      'href',
      '/au-en/test-drive',
    );
  });
});
