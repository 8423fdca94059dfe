import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactDialog, { type ContactMode } from './components/contact-dialog';
import { EnquiryForm } from './components/enquiry-form';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), askCountry = false) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EnquiryForm
        country={askCountry ? undefined : 'AU'}
        askCountry={askCountry}
        successMessage="Thanks!"
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'SUBMIT' });

function fillValid() {
  type('First name', 'Ada');
  type('Last name', 'Lee');
  type('Email', 'ada@example.com');
  type('Mobile', '0412345678');
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

describe('EnquiryForm', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps SUBMIT disabled until the privacy agreement is ticked', () => {
    renderForm();
    expect(submit()).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(submit()).toBeEnabled();
  });

  it('shows the spec message under each invalid field and sends nothing', async () => {
    const onSubmit = renderForm(undefined, true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    type('Email', 'ada@');
    await act(async () => fireEvent.click(submit()));
    for (const message of [
      'Require Country',
      'Require Valid First Name',
      'Require Valid Last Name',
      'Require Valid Email',
      'Require Valid Mobile',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps only digits of the mobile, 11 at most', () => {
    renderForm();
    type('Mobile', '+61 412-345-678 9');
    expect(field('Mobile')).toHaveValue('61412345678');
  });

  it("shows the server's message on failure and is ready to send again", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    renderForm(onSubmit);
    fillValid();
    await act(async () => fireEvent.click(submit()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(submit()).toBeEnabled();
    expect(field('First name')).toHaveValue('Ada');
    await act(async () => fireEvent.click(submit()));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      country: 'AU',
      email: 'ada@example.com',
      privacy: true,
    });
  });

  it('resets the form 5 s after a success', async () => {
    vi.useFakeTimers();
    renderForm();
    fillValid();
    await act(async () => fireEvent.click(submit()));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4_880));
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(field('First name')).toHaveValue('');
    expect(submit()).toBeDisabled();
  });
});

describe('ContactDialog modes', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderMode = (mode: ContactMode) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ContactDialog mode={mode} country="NZ" onClose={() => {}} />
      </QueryClientProvider>,
    );

  it.each([
    ['default', 'Get help from sales team', "WE'RE HERE TO HELP", true],
    ['inventory', 'JOIN OUR WAITLIST HERE', 'JOIN OUR WAITLIST!', false],
    ['test-drive', 'Request a call from the sales team', null, true],
  ] as const)('%s: titled as the spec says, comments %s', (mode, title, heading, comments) => {
    renderMode(mode);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    if (heading) expect(screen.getByText(heading)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comments' }) !== null).toBe(comments);
  });

  it('sends the interest type of its mode', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ status: true, data: { webUniqueKey: 'x', expiryDateText: null } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderMode('inventory');
    fillValid();
    await act(async () => fireEvent.click(submit()));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1].body);
    expect(body.interest).toMatchObject({
      InterestType: 'Waitlist',
      Country: 'NZ',
      FirstName: 'Ada',
      PrivacyStatement: true,
    });
  });
});
