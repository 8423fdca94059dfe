import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import type { Profile, SessionInfo } from './api/account-api';
import { DataPrivacy } from './components/privacy/data-privacy';
import { ProfileForm } from './components/profile-form';

const session: SessionInfo = { signedIn: true, email: 'ava@example.com', firstName: 'Ava', country: 'AU' };
const profile: Profile = {
  country: 'AU',
  yanaProfileID: 'P-1',
  yanaCustomerID: 'C-1',
  yanaCustomerNo: 'AU000001',
  nzYanaProfileID: null,
  nzYanaCustomerID: null,
  nzYanaCustomerNo: null,
  customerType: 'Private',
  abn: '',
  businessName: '',
  firstName: 'Ava',
  middleName: '',
  lastName: 'Lee',
  email: 'ava@example.com',
  phoneNumber1: '0412345678',
  phoneNumber2: '',
  birthday: null,
  gmCommunicationEmail: true,
  gmCommunicationMobile: false,
  gmPartnerCommunicationEmail: true,
  gmPartnerCommunicationMobile: false,
  communicationHistory: [
    {
      communicationDescription: 'Your LYRIQ order SR-100001',
      email: 'ava@example.com',
      type: 'Email',
      sent: '2026-03-01T01:00:00.000Z',
    },
  ],
};

type Reply = { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

/** A fetch that answers each path with the next reply queued for it (the last one repeats), recording bodies. */
function serve(replies: Record<string, Reply[]>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const queue = replies[path] ?? [];
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: { status: false } };
      const reply = typeof next === 'function' ? next(body) : next;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
const ok = (data: unknown) => ({ body: { status: true, data } });

function renderPage(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={client}>
      <Switch>
        <Route path="/au-en/profile">{page}</Route>
        <Route path="/au-en/data-privacy">{page}</Route>
        <Route path="/au-en/account-deleted">
          <p>deleted page</p>
        </Route>
      </Switch>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('profile form', () => {
  it("refuses a business ABN that is not 11 digits with the spec's message before sending anything", async () => {
    const calls = serve({ '/api/User/get-profile-by-email': [ok(profile)] });
    renderPage('/au-en/profile', <ProfileForm session={session} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Business' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ABN' }), '123x45');
    await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), 'Lee Pty Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ABN mismatch, require 11 digits')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ABN' })).toHaveValue('12345');
    expect(calls.filter((call) => call.path === '/api/User/save-profile')).toEqual([]);
  });

  it('saves a valid profile and shows the success message for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = { ...profile, customerType: 'Business', abn: '51824753556', businessName: 'Lee Pty Ltd' };
    const calls = serve({
      '/api/User/get-profile-by-email': [ok(profile)],
      '/api/User/save-profile': [ok(saved)],
      '/api/User/get-session': [ok(session)],
    });
    renderPage('/au-en/profile', <ProfileForm session={session} />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('radio', { name: 'Business' }));
    await user.type(screen.getByRole('textbox', { name: 'ABN' }), '51824753556');
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Lee Pty Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have saved successfully.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/User/save-profile')?.body).toMatchObject({
      isUpdateProfile: true,
      userProfile: { customerType: 'Business', abn: '51824753556', businessName: 'Lee Pty Ltd' },
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('You have saved successfully.')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('You have saved successfully.')).toBeNull();
  });

  it("shows the server's message in red and under the field when the save is refused", async () => {
    serve({
      '/api/User/get-profile-by-email': [ok(profile)],
      '/api/User/save-profile': [
        {
          status: 400,
          body: {
            status: false,
            message: 'Require valid Phone Number 1 *',
            errorCode: 'InvalidInput',
            requestId: 'r',
            details: [{ field: 'userProfile.phoneNumber1', message: 'Require valid Phone Number 1 *' }],
          },
        },
      ],
    });
    renderPage('/au-en/profile', <ProfileForm session={session} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Require valid Phone Number 1 *');
    expect(screen.getByRole('textbox', { name: 'Phone number 1' })).toHaveAccessibleDescription(
      'Require valid Phone Number 1 *',
    );
  });
});

describe('data and privacy page', () => {
  it('shows the four toggles as saved, saves a change in preferences mode, and lists the history', async () => {
    const calls = serve({
      '/api/User/get-profile-by-email': [ok(profile)],
      '/api/User/save-profile': [(body) => ok({ ...profile, ...(body as { privacy: object }).privacy })],
    });
    renderPage('/au-en/data-privacy', <DataPrivacy market="au-en" session={session} />);
    const partner = await screen.findByRole('switch', { name: 'Emails from Cadillac partners' });
    expect(partner).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Text messages from Cadillac' })).not.toBeChecked();
    await userEvent.click(partner);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have saved successfully.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/User/save-profile')?.body).toEqual({
      isUpdateProfile: false,
      privacy: {
        gmCommunicationEmail: true,
        gmCommunicationMobile: false,
        gmPartnerCommunicationEmail: false,
        gmPartnerCommunicationMobile: false,
      },
    });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Description', 'Email', 'Type', 'Sent']);
    expect(within(table).getByRole('cell', { name: 'Your LYRIQ order SR-100001' })).toBeVisible();
  });

  it('asks to sign in again when the sign-in is too old, with a way back to the download', async () => {
    serve({
      '/api/User/get-profile-by-email': [ok(profile)],
      '/api/User/export-personal-data': [
        {
          status: 403,
          body: {
            status: false,
            message: 'For your security, please sign in again to continue. It only takes a moment.',
            errorCode: 'RecentSignInRequired',
            requestId: 'r',
          },
        },
      ],
    });
    renderPage('/au-en/data-privacy', <DataPrivacy market="au-en" session={session} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('please sign in again');
    const link = screen.getByRole('link', { name: 'Sign in again' });
    const url = new URL(link.getAttribute('href') ?? '', 'https://shop.example');
    expect(url.pathname).toBe('/gmauth/sign-in');
    expect(url.searchParams.get('reauth')).toBe('1');
    expect(url.searchParams.get('returnUrl')).toBe('/au-en/data-privacy?then=export');
  });

  it('deletes the account only once confirmed, then shows the deleted page', async () => {
    const calls = serve({
      '/api/User/get-profile-by-email': [ok(profile)],
      '/api/User/delete-account': [
        ok({
          erasedAt: '2026-03-01T00:00:00.000Z',
          keptOrders: [],
          retentionReason: '',
          signInAccount: 'deleted',
        }),
      ],
    });
    renderPage('/au-en/data-privacy?then=delete', <DataPrivacy market="au-en" session={session} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(confirm);
    expect(await screen.findByText('deleted page')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/User/delete-account')?.body).toEqual({ confirm: true });
  });
});
