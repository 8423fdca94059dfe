import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppointmentMap } from './components/appointment-map';
import { ScheduleDeliveryDialog } from './components/schedule-delivery-dialog';
import { YourDeliveryDialog } from './components/your-delivery-dialog';
import type { OrderDetails } from './order-details';

/*
 * The wizard of spec 002 section 4 against the server's answers: NEXT waits for a date and a time, later tabs wait
 * until reached, a date without times says 'No available time found.', CONFIRM sends the date as DD.MM.YYYY and
 * closes; a taken time sends the customer back to choose again. Your Delivery shows the appointment and its map.
 */

const sydney = {
  id: 'sydney-rosebery',
  name: 'Cadillac Experience Centre Sydney',
  address: '115-151 Dunning Avenue, Rosebery NSW 2018',
  latitude: -33.916,
  longitude: 151.203,
};
const order = {
  yanaOrderIDs: {
    yanaOrderID: 'o1',
    yanaOrderNo: 'SR-100001',
    yanaCustomerID: 'c1',
    yanaCustomerNo: 'AU000001',
  },
  orderStatus: 'Ordered',
  orderVehicle: { country: 'AU', state: 'NSW' },
  delivery: {
    deliveryOption: 'Pickup',
    pickupLocationName: sydney.name,
    deliveryLocationAddress: null,
    deliveryLocationSuburb: null,
    deliveryLocationState: null,
    deliveryLocationPostcode: null,
    available: '2–4 weeks',
    deliveryDate: null,
    deliveryTime: null,
  },
} as unknown as OrderDetails;

const window = {
  minDate: '14.12.2026',
  maxDate: '14.03.2027',
  disabledDates: ['19.12.2026', '20.12.2026'],
  location: sydney,
  pickupLocations: [sydney],
  mapTiles: null,
};
const timesOf = (date: string) => ({
  ...window,
  deliveryDate: date,
  deliveryFormatDate: date === '14.12.2026' ? 'Monday, 14 December 2026' : 'Tuesday, 15 December 2026',
  timeList:
    date === '14.12.2026'
      ? [
          { time: '10:00', label: '10:00 am', isAvailable: true },
          { time: '11:30', label: '11:30 am', isAvailable: false },
        ]
      : [],
});

function serve(save: { status: number; body: unknown }) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ path, body });
      const reply =
        path === '/api/Order/get-available-delivery-time'
          ? { status: 200, body: { status: true, data: timesOf(body.DeliveryDate ?? '14.12.2026') } }
          : save;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => vi.unstubAllGlobals());

describe('the schedule collection wizard', () => {
  it('walks Location, Date and time, Summary and confirms the chosen date and time', async () => {
    const saved = {
      message: 'Your appointment has been scheduled.',
      deliveryOption: 'Pickup',
      pickupLocationName: sydney.name,
      deliveryDate: '14.12.2026',
      deliveryTime: '10:00',
      deliveryFormatDate: 'Monday, 14 December 2026',
      rescheduled: false,
    };
    const sent = serve({ status: 200, body: { status: true, data: saved } });
    const onClose = vi.fn();
    const onChanged = vi.fn();
    renderWith(<ScheduleDeliveryDialog order={order} onClose={onClose} onChanged={onChanged} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Collection' });
    const user = userEvent.setup();

    expect(within(dialog).getByRole('tab', { name: /Location/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: /Date and time/ })).toBeDisabled();
    expect(within(dialog).getByRole('tab', { name: /Summary/ })).toBeDisabled();
    expect(
      await within(dialog).findByRole('radio', { name: /Cadillac Experience Centre Sydney/ }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // The default date is the earliest, 20 days out; its free times are offered, the full one is not.
    expect(await within(dialog).findByRole('radio', { name: '10:00 am' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '11:30 am' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: /Saturday 19 December 2026, unavailable/ }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /^Tuesday 15 December 2026$/ }));
    expect(await within(dialog).findByText('No available time found.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: /^Monday 14 December 2026$/ }));
    await user.click(await within(dialog).findByRole('radio', { name: '10:00 am' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Monday, 14 December 2026')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onChanged).toHaveBeenCalled();
    const save = sent.find((s) => s.path === '/api/Order/save-schedule-delivery');
    expect(save?.body).toMatchObject({
      YanaOrderID: 'o1',
      DeliveryOption: 'Pickup',
      PickupLocationName: sydney.name,
      DeliveryDate: '14.12.2026',
      DeliveryTime: '10:00',
      DeliveryFormatDate: 'Monday, 14 December 2026',
    });
  });

  it('sends the customer back to choose again when the time was just taken', async () => {
    serve({
      status: 409,
      body: {
        status: false,
        errorCode: 'SlotTaken',
        message: 'This time is no longer available. Please choose another time.',
        requestId: 'r',
      },
    });
    const onClose = vi.fn();
    renderWith(<ScheduleDeliveryDialog order={order} onClose={onClose} onChanged={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Collection' });
    const user = userEvent.setup();
    await within(dialog).findByRole('radio', { name: /Cadillac Experience Centre Sydney/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('radio', { name: '10:00 am' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time is no longer available.');
    expect(within(dialog).getByRole('tab', { name: /Date and time/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Your Delivery', () => {
  it('shows the appointment in the long date form and the centre on a zoom-12 map', async () => {
    serve({ status: 500, body: {} });
    const booked = {
      ...order,
      delivery: { ...order.delivery, deliveryDate: '14.12.2026', deliveryTime: '10:00' },
    };
    renderWith(<YourDeliveryDialog order={booked} onClose={vi.fn()} onChanged={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your Delivery' });
    expect(dialog).toHaveTextContent('Monday, 14 December 2026');
    expect(dialog).toHaveTextContent('10:00 am');
    expect(
      await within(dialog).findByRole('img', {
        name: /Map of Cadillac Experience Centre Sydney at 33.9160° S, 151.2030° E, zoom 12/,
      }),
    ).toBeInTheDocument();
  });
});

describe('the appointment map', () => {
  const drawMap = (tiles: { urlTemplate: string; attribution: string | null } | null) =>
    render(
      <AppointmentMap
        latitude={sydney.latitude}
        longitude={sydney.longitude}
        label={sydney.name}
        tiles={tiles}
      />,
    ).container;

  it("draws the operator's zoom-12 tiles that cover the view, with their attribution", () => {
    const tiles = { urlTemplate: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example Maps' };
    const container = drawMap(tiles);
    const hrefs = [...container.querySelectorAll('image')].map((image) => image.getAttribute('href'));
    // Rosebery at zoom 12 is tile x 3768, y 2458.
    expect(hrefs).toContain('https://tiles.example.com/12/3768/2458.png');
    expect(hrefs.every((href) => href?.startsWith('https://tiles.example.com/12/'))).toBe(true);
    expect(container).toHaveTextContent('© Example Maps');
  });

  it('draws its own map without a tile source: no request leaves the shop', () => {
    const container = drawMap(null);
    expect(container.querySelectorAll('image')).toHaveLength(0);
    expect(container).toHaveTextContent('33.9160° S, 151.2030° E');
  });
});
