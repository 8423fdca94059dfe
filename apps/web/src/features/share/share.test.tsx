import { cents, emptyConfiguration } from '@showroom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurationStore, defaultConfigStore } from '../../state/configuration';
import { linkSourceStore } from '../../state/link-source';
import { type Location, locationStore } from '../../state/location';
import type { SharedLink } from './api/get-interest';
import ShareDialog from './components/share-dialog';
import { useRestoreSharedLink } from './hooks/use-restore-shared-link';

const key = 'k'.repeat(32);

function resetStores(location: Location) {
  localStorage.clear();
  locationStore.set(location);
  configurationStore.set(emptyConfiguration());
  defaultConfigStore.set({});
}
const sport = { id: 'AU-SPORT', name: 'Sport', isDefault: false, basePrice: cents(10_000_000) };
const paint = {
  id: 'AU-SPORT-RED',
  name: 'Radiant Red Tintcoat',
  isDefault: false,
  price: cents(250_000),
  hasStock: true,
};
const trim = {
  id: 'AU-SPORT-SWH',
  name: 'Sky Cool Gray Inteluxe',
  isDefault: true,
  price: cents(0),
  hasStock: true,
};

const link: SharedLink = {
  isExpired: false,
  country: 'AU',
  state: 'QLD',
  variantName: 'Sport',
  exteriorName: 'Radiant Red Tintcoat',
  interiorName: 'Sky Cool Gray Inteluxe',
  options: [
    {
      yanaOptionID: 'AU-ROOF-BARS',
      optionType: 'Accessories',
      optionName: 'Roof rack cross bars',
      optionPrice: 79_500,
      optionDesc: '',
      chargeType: null,
    },
  ],
  expiryDateText: 'Tuesday 22 December 2026',
  typeOfLink: 'Private',
};

describe('useRestoreSharedLink', () => {
  beforeEach(() => resetStores({ country: 'NZ' }));

  it('sets the location and the named configuration, then the options once the named interior is chosen', () => {
    const { result } = renderHook(() => useRestoreSharedLink(key, link));
    expect(result.current).toBe(true);
    expect(locationStore.get()).toEqual({ country: 'AU', state: 'QLD' });
    expect(defaultConfigStore.get()).toEqual({
      variantName: 'Sport',
      exteriorName: 'Radiant Red Tintcoat',
      interiorName: 'Sky Cool Gray Inteluxe',
    });
    expect(linkSourceStore.get()).toEqual({ linkKey: key, typeOfLink: 'Private' });
    expect(configurationStore.get()).toEqual(emptyConfiguration());
    // The catalogue chain selects by the names; the options follow the interior.
    act(() =>
      configurationStore.set({ ...emptyConfiguration(), variant: sport, exterior: paint, interior: trim }),
    );
    expect(configurationStore.get().options.map((option) => option.id)).toEqual(['AU-ROOF-BARS']);
    expect(configurationStore.get().subtotal).toBe(10_000_000 + 250_000 + 79_500);
  });

  it('restores nothing from an expired link', () => {
    const { result } = renderHook(() => useRestoreSharedLink(key, { ...link, isExpired: true }));
    expect(result.current).toBe(false);
    expect(locationStore.get()).toEqual({ country: 'NZ' });
  });
});

describe('ShareDialog', () => {
  let calls: { path: string; body: { interest: Record<string, unknown> } }[];
  beforeEach(() => {
    resetStores({ country: 'AU', state: 'QLD' });
    configurationStore.set({ ...emptyConfiguration(), variant: sport, exterior: paint, interior: trim });
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        calls.push({ path, body: JSON.parse(String(init.body)) });
        return new Response(
          JSON.stringify({
            status: true,
            data: { webUniqueKey: key, expiryDateText: 'Tuesday 22 December 2026' },
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderDialog = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShareDialog country="AU" onClose={() => {}} />
      </QueryClientProvider>,
    );

  it('saves the configuration once, without email, and shows its link', async () => {
    renderDialog();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your link' })).toHaveValue(
        `${window.location.origin}/au-en/links/${key}`,
      ),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.interest).toMatchObject({
      InterestType: 'ShareLink',
      Country: 'AU',
      State: 'QLD',
      VariantName: 'Sport',
      ExteriorName: 'Radiant Red Tintcoat',
      InteriorName: 'Sky Cool Gray Inteluxe',
    });
    expect(calls[0]?.body.interest).not.toHaveProperty('VariantBasePrice');
    expect(screen.getByText(/It expires on Tuesday 22 December 2026/)).toBeInTheDocument();
  });

  it('copies the link, checks the email, and sends the same link by email', async () => {
    renderDialog();
    const copy = screen.getByRole('button', { name: 'COPY LINK' });
    await waitFor(() => expect(copy).toBeEnabled());
    await act(async () => fireEvent.click(copy));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      `${window.location.origin}/au-en/links/${key}`,
    );
    expect(screen.getByText('Link copied successfully')).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'friend@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND VIA EMAIL' }));
    expect(
      await screen.findByText('Invalid email format. Please enter a valid email address.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    fireEvent.change(email, { target: { value: 'friend@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SEND VIA EMAIL' })));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({
      interest: { InterestType: 'ShareEmail', Email: 'friend@example.com', WebUniqueKey: key },
      ifCallYanaAPI: false,
    });
  });

  it('clears "Link copied successfully" after 3 s and "Email sent successfully" after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDialog();
    const copy = screen.getByRole('button', { name: 'COPY LINK' });
    await waitFor(() => expect(copy).toBeEnabled());
    await act(async () => fireEvent.click(copy));
    expect(screen.getByText('Link copied successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('Link copied successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Link copied successfully')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'friend@example.com' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'SEND VIA EMAIL' })));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Email sent successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Email sent successfully')).toBeNull();
  });
});
