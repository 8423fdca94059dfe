import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configurationStore } from '../../../state/configuration';
import { deliveryStore } from '../../../state/delivery';
import { linkSourceStore } from '../../../state/link-source';
import { locationStore } from '../../../state/location';
import { luxury, pickupSelection } from '../checkout.test-support';
import { OrderReview } from './order-review';

function review() {
  render(<OrderReview country="AU" onEdit={() => undefined} onProceed={() => undefined} />);
}

describe('ORDER REVIEW: in stock or ordered from the inventory goes to checkout (spec 001 section 2)', () => {
  beforeEach(() => deliveryStore.set(pickupSelection()));
  afterEach(() => linkSourceStore.set({}));

  it('offers the waitlist for a sold-out configuration from the configurator', () => {
    configurationStore.set(luxury(false));
    review();
    expect(screen.getByRole('button', { name: 'JOIN THE WAITLIST' })).toBeInTheDocument();
  });

  it('goes to checkout when the configuration came from the inventory, whatever the interior list says', () => {
    configurationStore.set(luxury(false));
    linkSourceStore.set({ typeOfLink: 'Inventory' });
    review();
    expect(screen.getByRole('button', { name: 'CONTINUE TO CHECKOUT' })).toBeInTheDocument();
    expect(screen.queryByText('Waitlisted')).toBeNull();
  });
});

describe('ORDER REVIEW: the delivery it shows is one the shop accepts (audit 000 D6)', () => {
  beforeEach(() => {
    configurationStore.set(luxury(true));
    locationStore.set({ country: 'AU', state: 'NSW' });
  });

  it('says what is wrong instead of showing a different address the shop refused', () => {
    const wodonga = {
      fullAddress: 'High Street, Wodonga VIC 3690',
      suburb: 'Wodonga',
      state: 'VIC',
      postcode: '3690',
    };
    deliveryStore.set(
      pickupSelection({ option: 'HomeDelivery', differentAddress: true, deliveryAddress: wodonga }),
    );
    review();
    const delivery = screen.getByRole('heading', { name: 'Delivery' }).closest('div')?.parentElement;
    expect(delivery).not.toHaveTextContent('Wodonga');
    expect(delivery).toHaveTextContent('Different State from primary address is not allowed.');
  });

  it('shows an accepted choice as it is', () => {
    deliveryStore.set(pickupSelection());
    review();
    expect(screen.getByText('Cadillac Experience Centre Sydney')).toBeInTheDocument();
  });
});
