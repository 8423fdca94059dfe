import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryStore, resetDelivery } from '../../state/delivery';
import { locationStore } from '../../state/location';
import { confirmLocation } from '../../state/location-confirmation';
import { DeliveryOptions } from './components/delivery-options';
import { confirmDeliveryForCheckout } from './hooks/delivery-check';

type Body = Record<string, unknown>;

const dubbo = { fullAddress: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' };
const sydney = {
  pickupLocationName: 'Cadillac Experience Centre Sydney',
  pickupLocationAddress: '115-151 Dunning Avenue',
  pickupLocationSuburb: 'Rosebery',
  pickupLocationPostcode: '2018',
  pickupLocationState: 'NSW',
  pickupLocationAvailable: true,
  pickupLocationOpening: 'open',
  distance: 180,
  deliveryPrice: 80_000,
  deliveryAvailable: true,
  deliveryPriceErrorCode: 0,
};

function serve(routes: Record<string, (body: Body) => unknown>) {
  const calls: { path: string; body: Body }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Body;
      calls.push({ path, body });
      const route = routes[path];
      return new Response(JSON.stringify(route ? { status: true, data: route(body) } : { status: false }), {
        status: route ? 200 : 404,
      });
    }),
  );
  return calls;
}

function renderDelivery(country: 'AU' | 'NZ' = 'AU') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DeliveryOptions country={country} />
    </QueryClientProvider>,
  );
}

async function chooseDubbo() {
  const user = userEvent.setup();
  const field = screen.getByRole('combobox', { name: 'Primary address' });
  await user.type(field, 'Dubbo');
  await screen.findByRole('option', { name: 'Dubbo NSW 2830' });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(field).toHaveValue('Dubbo NSW 2830');
  return user;
}

describe("'TAKING DELIVERY'", () => {
  beforeEach(() => {
    locationStore.set({ country: 'AU', state: 'NSW' });
    resetDelivery();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('searches addresses only past 4 characters, then defaults to pick up at the first centre', async () => {
    const calls = serve({
      '/api/Location/get-address': () => [dubbo],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
    });
    renderDelivery();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Primary address' }), 'Dubb');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
    await user.clear(screen.getByRole('combobox', { name: 'Primary address' }));
    await chooseDubbo();

    expect(await screen.findByRole('radio', { name: 'Pick Up' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cadillac Experience Centre Sydney' })).toBeChecked();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/Location/get-address',
      '/api/Location/get-pickup-locations',
    ]);
    expect(calls[1]?.body).toMatchObject({
      Country: 'AU',
      State: 'NSW',
      PrimaryPostcode: '2830',
      PrimaryState: 'NSW',
    });
    expect(deliveryStore.get().option).toBe('Pickup');
  });

  it('shows the regional delivery fee, or the minimum-distance refusal', async () => {
    serve({
      '/api/Location/get-address': () => [dubbo],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
    });
    renderDelivery();
    const user = await chooseDubbo();
    await user.click(await screen.findByRole('radio', { name: 'Regional Delivery' }));
    expect(screen.getByText('$800')).toBeInTheDocument();

    deliveryStore.set((current) => ({
      ...current,
      locations: current.locations.map((l) => ({
        ...l,
        deliveryAvailable: false,
        deliveryPrice: 0 as never,
      })),
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('falls within the minimum distance');
  });

  it('asks for the centres of an address chosen again from the query cache, not the server', async () => {
    const calls = serve({
      '/api/Location/get-address': () => [dubbo],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
    });
    renderDelivery();
    const user = await chooseDubbo();
    expect(await screen.findByRole('radio', { name: 'Pick Up' })).toBeChecked();
    await user.clear(screen.getByRole('combobox', { name: 'Primary address' }));
    expect(screen.queryByRole('radio', { name: 'Pick Up' })).toBeNull();
    await chooseDubbo();
    expect(await screen.findByRole('radio', { name: 'Pick Up' })).toBeChecked();
    expect(calls.filter((call) => call.path === '/api/Location/get-pickup-locations')).toHaveLength(1);
  });

  it('drops the centres of an address cleared before they arrive', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve({
      '/api/Location/get-address': () => [dubbo],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
    });
    const served = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (path, init) => {
      if (path === '/api/Location/get-pickup-locations') await answered;
      return served?.(path, init) as Promise<Response>;
    });
    renderDelivery();
    const user = await chooseDubbo();
    await user.clear(screen.getByRole('combobox', { name: 'Primary address' }));
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('radio', { name: 'Pick Up' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(deliveryStore.get()).toMatchObject({ primary: null, locations: [] });
  });

  it('clears the address, the centres and the choice when the state changes', async () => {
    serve({
      '/api/Location/get-address': () => [dubbo],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
    });
    renderDelivery();
    await chooseDubbo();
    expect(await screen.findByRole('radio', { name: 'Pick Up' })).toBeChecked();
    act(() => {
      confirmLocation({ country: 'AU', state: 'VIC' });
    });
    expect(screen.getByRole('combobox', { name: 'Primary address' })).toHaveValue('');
    expect(screen.queryByRole('radio', { name: 'Pick Up' })).toBeNull();
    expect(deliveryStore.get()).toMatchObject({ primary: null, option: null, pickupLocationName: null });
  });

  it('refuses an address outside the chosen state without asking the server for centres', async () => {
    locationStore.set({ country: 'AU', state: 'VIC' });
    const calls = serve({ '/api/Location/get-address': () => [dubbo] });
    renderDelivery();
    await chooseDubbo();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only enter VIC address or refresh page to re-select state.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/Location/get-address']);
    expect(screen.queryByRole('radio', { name: 'Pick Up' })).toBeNull();
  });

  it('prices a different delivery address from the chosen centre and refuses one in another state', async () => {
    const geelong = { fullAddress: 'Geelong VIC 3220', suburb: 'Geelong', state: 'VIC', postcode: '3220' };
    const orange = { fullAddress: 'Orange NSW 2800', suburb: 'Orange', state: 'NSW', postcode: '2800' };
    const calls = serve({
      '/api/Location/get-address': (body) => (body.keywords === 'Dubbo' ? [dubbo] : [geelong, orange]),
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
      '/api/Location/get-delivery-price': () => ({
        deliveryAvailable: true,
        distance: 254.1,
        deliveryPrice: 65_000,
        deliveryPriceErrorCode: 0,
      }),
    });
    renderDelivery();
    const user = await chooseDubbo();
    await user.click(await screen.findByRole('radio', { name: 'Regional Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to a different address' }));
    const field = screen.getByRole('combobox', { name: 'Delivery address' });
    await user.type(field, 'Geelong or Orange');
    await user.click(await screen.findByRole('option', { name: 'Geelong VIC 3220' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Different State from primary address is not allowed. Please try again or select In-store Collection.',
    );
    await user.clear(field);
    await user.type(field, 'Geelong or Orange');
    await user.click(await screen.findByRole('option', { name: 'Orange NSW 2800' }));
    await waitFor(() => expect(screen.getByText('$650')).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/Location/get-delivery-price')?.body).toMatchObject({
      DeliveryPostcode: '2800',
      PickupPostcode: '2018',
    });
  });
});

describe('a pick-up centre far from the address (audit 000 D7, decision 0041)', () => {
  const melbourne = {
    fullAddress: 'Collins Street, Melbourne VIC 3000',
    suburb: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
  };
  beforeEach(() => {
    locationStore.set({ country: 'AU', state: 'VIC' });
    resetDelivery();
    serve({
      '/api/Location/get-address': () => [melbourne],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [{ ...sydney, distance: 887.1 }] }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function chooseMelbourne() {
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Primary address' }), 'Collins Street');
    await user.click(await screen.findByRole('option', { name: melbourne.fullAddress }));
    return user;
  }

  it('is not chosen for pick-up by default: regional delivery from it is', async () => {
    renderDelivery();
    await chooseMelbourne();
    expect(await screen.findByRole('radio', { name: 'Regional Delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pick Up' })).not.toBeChecked();
    expect(deliveryStore.get().option).toBe('HomeDelivery');
  });

  it('asks before pick-up is set there, with the focus on the question, and either answer is kept', async () => {
    renderDelivery();
    const user = await chooseMelbourne();
    await user.click(await screen.findByRole('radio', { name: 'Pick Up' }));
    const question = screen.getByRole('group', {
      name: 'Cadillac Experience Centre Sydney is 887.1 km from your address. Would you like to collect your LYRIQ there?',
    });
    expect(deliveryStore.get().option).toBe('HomeDelivery');
    expect(screen.getByRole('button', { name: 'Yes, collect there' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep my choice' }));
    expect(question).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Regional Delivery' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Pick Up' }));
    await user.click(screen.getByRole('button', { name: 'Yes, collect there' }));
    expect(screen.getByRole('radio', { name: 'Pick Up' })).toBeChecked();
    expect(deliveryStore.get()).toMatchObject({
      option: 'Pickup',
      pickupLocationName: 'Cadillac Experience Centre Sydney',
    });
  });
});

describe("'TAKING DELIVERY' in New Zealand", () => {
  beforeEach(() => {
    locationStore.set({ country: 'NZ' });
    resetDelivery();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a postcode the address search could not give, for the primary and the delivery address', async () => {
    // A provider may suggest an address without a postcode (Google predictions carry none).
    const hamilton = {
      fullAddress: '1 Victoria St, Hamilton',
      suburb: 'Hamilton Central',
      state: 'Waikato',
      postcode: '',
    };
    const lake = {
      ...hamilton,
      fullAddress: 'Hamilton Lake, Hamilton 3204',
      suburb: 'Hamilton Lake',
      postcode: '3204',
    };
    const calls = serve({
      '/api/Location/get-address': (body) =>
        String(body.keywords).startsWith('1 Victoria') ? [hamilton] : [lake],
      '/api/Location/get-pickup-locations': () => ({
        pickupLocations: [
          { ...sydney, pickupLocationName: 'Cadillac Experience Centre Auckland', distance: 141.7 },
        ],
      }),
    });
    renderDelivery('NZ');
    const user = userEvent.setup();
    const primary = screen.getByRole('combobox', { name: 'Primary address' });
    await user.type(primary, '1 Victoria St');
    await user.click(await screen.findByRole('option', { name: '1 Victoria St, Hamilton' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Primary Postcode is required.');
    expect(calls.map((call) => call.path)).not.toContain('/api/Location/get-pickup-locations');

    await user.clear(primary);
    await user.type(primary, 'Hamilton Lake');
    await user.click(await screen.findByRole('option', { name: 'Hamilton Lake, Hamilton 3204' }));
    await user.click(await screen.findByRole('radio', { name: 'Regional Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to a different address' }));
    await user.type(screen.getByRole('combobox', { name: 'Delivery address' }), '1 Victoria St');
    await user.click(await screen.findByRole('option', { name: '1 Victoria St, Hamilton' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Delivery Postcode is required, Please change another address',
    );
    expect(calls.map((call) => call.path)).not.toContain('/api/Location/get-delivery-price');
  });
});

describe('proceeding to checkout with delivery incomplete (spec 000 sections 4 and 5)', () => {
  beforeEach(() => {
    locationStore.set({ country: 'AU', state: 'NSW' });
    resetDelivery();
  });
  afterEach(() => vi.unstubAllGlobals());

  const proceed = () => {
    let allowed = false;
    act(() => {
      allowed = confirmDeliveryForCheckout('AU');
    });
    return allowed;
  };

  it('asks for the primary address, then for a different address, and lets a complete choice through', async () => {
    serve({
      '/api/Location/get-address': (body) =>
        body.keywords === 'Dubbo'
          ? [dubbo]
          : [{ fullAddress: 'Orange NSW 2800', suburb: 'Orange', state: 'NSW', postcode: '2800' }],
      '/api/Location/get-pickup-locations': () => ({ pickupLocations: [sydney] }),
      '/api/Location/get-delivery-price': () => ({
        deliveryAvailable: false,
        distance: 20,
        deliveryPrice: 0,
        deliveryPriceErrorCode: 0,
      }),
    });
    renderDelivery();
    expect(screen.queryByText('Primary Address is required.')).toBeNull();
    expect(proceed()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Primary Address is required.');
    expect(screen.getByRole('combobox', { name: 'Primary address' })).toHaveAttribute('aria-invalid', 'true');

    const user = await chooseDubbo();
    await screen.findByRole('radio', { name: 'Pick Up' });
    expect(screen.queryByText('Primary Address is required.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Regional Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deliver to a different address' }));
    expect(proceed()).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Delivery Address is required.');

    // A different address inside the minimum distance: once checkout was attempted, the submit-time text.
    const field = screen.getByRole('combobox', { name: 'Delivery address' });
    await user.type(field, 'Orange');
    await user.click(await screen.findByRole('option', { name: 'Orange NSW 2800' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'falls within the minimum distance from an Experience Centre',
      ),
    );
    expect(proceed()).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Pick Up' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(proceed()).toBe(true);
  });
});
