import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configurationStore } from '../../../state/configuration';
import { deliveryStore } from '../../../state/delivery';
import { linkSourceStore } from '../../../state/link-source';
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
