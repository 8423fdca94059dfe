import { chooseExterior, chooseInterior, chooseVariant, emptyConfiguration } from '@showroom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configurationStore } from '../../state/configuration';
import { customerTypeStore } from '../../state/customer-type';
import { deliveryStore, resetDelivery } from '../../state/delivery';
import { locationStore } from '../../state/location';
import { paymentOptionsDialogStore } from '../../state/payment-options';
import { DriveAwayPrice } from './components/driveaway-price';

type Body = Record<string, unknown>;

const variant = { id: 'AU-LUX', name: 'Luxury', isDefault: true, basePrice: 11_108_931 as never };
const trim = (id: string, name: string) => ({ id, name, isDefault: true, price: 0 as never, hasStock: true });

function cost(body: Body) {
  const homeDelivery = body.DeliveryOption === 'HomeDelivery' ? 80_000 : 0;
  return {
    driveawayCostData: {
      country: 'AU',
      currency: 'AUD',
      variantName: 'Luxury',
      variantPrice: 11_108_931,
      exteriorName: 'Stellar Black Metallic',
      exteriorColourPrice: 0,
      interiorName: 'Jet Black Inteluxe',
      interiorColourPrice: 0,
      options: [],
      subTotal: 11_108_931,
      gst: 1_017_176,
      homeDelivery,
      luxuryCarTax: 615_069,
      localStampDuty: 500_500,
      localRegistrationCost: 64_900,
      localCTP: 54_600,
      localPlateFee: 4_400,
      tyreStewardshipFee: 0,
      roadUserChargers: 0,
      onRoadFeeSubtotal: 624_400,
      discounts: [
        {
          discountType: 'OnRoadFees',
          discountName: 'Australia On Road Fees Discount',
          discountValue: 624_400,
        },
      ],
      totalSaving: 624_400,
      driveawayPrice: 11_724_000 + homeDelivery,
      includedInRegistration: [],
      estimates: [],
      disclaimer: 'Drive-away price for a private buyer.',
      delivery: {
        deliveryOption: body.DeliveryOption,
        deliveryAvailable: true,
        deliveryPriceErrorCode: 0,
        distance: 380,
        postcode: body.PostCode ?? null,
        suburb: body.Suburb ?? null,
      },
    },
    financeData: null,
  };
}

function serve(reply: (body: Body) => { ok: boolean; payload: unknown }) {
  const bodies: Body[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path.endsWith('check-offers')) return new Response(JSON.stringify({ status: true, data: [] }));
      const body = JSON.parse(String(init.body)) as Body;
      bodies.push(body);
      const { ok, payload } = reply(body);
      return new Response(JSON.stringify(payload), { status: ok ? 200 : 503 });
    }),
  );
  return bodies;
}

function renderPrice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DriveAwayPrice country="AU" />
    </QueryClientProvider>,
  );
}

function configure() {
  const withVariant = chooseVariant(emptyConfiguration(), variant);
  const withExterior = chooseExterior(withVariant, trim('AU-LUX-SBM', 'Stellar Black Metallic'));
  configurationStore.set(chooseInterior(withExterior, trim('AU-LUX-SBM-JBI', 'Jet Black Inteluxe')));
}

describe('the drive-away price in the bar', () => {
  beforeEach(() => {
    localStorage.clear();
    locationStore.set({ country: 'AU', state: 'NSW' });
    configurationStore.set(emptyConfiguration());
    customerTypeStore.set('Private');
    paymentOptionsDialogStore.set({ open: false });
    resetDelivery();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing until the configuration is complete, then shows the server’s price and savings', async () => {
    const bodies = serve((body) => ({ ok: true, payload: { status: true, data: cost(body) } }));
    renderPrice();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    configure();
    expect(await screen.findByText('$117,240')).toBeInTheDocument();
    expect(screen.getByText('Savings applied $6,244')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      Country: 'AU',
      State: 'NSW',
      VariantID: 'AU-LUX',
      ExteriorID: 'AU-LUX-SBM',
      InteriorID: 'AU-LUX-SBM-JBI',
      DeliveryOption: 'Pickup',
      RegistrationType: 'Private',
      CallSource: 'Main Page',
    });
  });

  it('follows the delivery and the customer type, and itemises every line in YOUR LYRIQ SUMMARY', async () => {
    const bodies = serve((body) => ({ ok: true, payload: { status: true, data: cost(body) } }));
    configure();
    renderPrice();
    await screen.findByText('$117,240');
    const dubbo = { fullAddress: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' };
    const centre = {
      name: 'Sydney',
      address: '115-151 Dunning Avenue',
      suburb: 'Rosebery',
      postcode: '2018',
      state: 'NSW',
      pickupAvailable: true,
      deliveryAvailable: true,
      deliveryPrice: 80_000 as never,
      distance: 380,
      deliveryPriceErrorCode: 0 as const,
    };
    deliveryStore.set((current) => ({
      ...current,
      primary: dubbo,
      locations: [centre],
      pickupLocationName: 'Sydney',
      option: 'HomeDelivery',
    }));
    expect(await screen.findByText('$118,040')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      DeliveryOption: 'HomeDelivery',
      PostCode: '2830',
      Suburb: 'Dubbo',
    });
    customerTypeStore.set('Business');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ RegistrationType: 'Business' }));

    await userEvent.click(screen.getByRole('button', { name: 'Pricing & Finance Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'YOUR LYRIQ SUMMARY' });
    for (const text of [
      'Vehicle subtotal',
      'Home delivery',
      'Luxury car tax',
      'Stamp duty',
      'Registration',
      'Number plate fee',
      'Australia On Road Fees Discount',
      'Total saving',
      'Includes GST of',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(dialog).toHaveTextContent('$800');
    expect(dialog).not.toHaveTextContent('Tyre stewardship fee');
  });

  it('says when the price could not be calculated, and tries again on request', async () => {
    let fail = true;
    serve((body) =>
      fail
        ? { ok: false, payload: { status: false, message: 'Down', errorCode: 'Unavailable' } }
        : { ok: true, payload: { status: true, data: cost(body) } },
    );
    configure();
    renderPrice();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not calculate the drive-away price.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$117,240')).toBeInTheDocument();
  });
});
