import { describe, expect, it } from 'vitest';
import { homeDeliveryRefusal, outOfState } from './home-delivery-rules';
import { deliveryMessages } from './messages';

describe('homeDeliveryRefusal (the rules the page and the server apply to home delivery)', () => {
  const offered = { deliveryAvailable: true };
  it('refuses an Australian address in another state than the order’s', () => {
    expect(homeDeliveryRefusal('AU', 'NSW', { state: 'VIC' }, offered)).toEqual({
      rule: 'other-state',
      message: deliveryMessages.deliveryStateMismatch,
    });
    expect(outOfState('AU', 'NSW', 'NSW')).toBe(false);
    expect(outOfState('AU', undefined, 'VIC')).toBe(false);
  });

  it('ignores the region in New Zealand, which is not sold by state', () => {
    expect(homeDeliveryRefusal('NZ', null, { state: 'Waikato' }, offered)).toBeUndefined();
  });

  it('refuses a place where delivery is not offered (inside the minimum distance)', () => {
    expect(homeDeliveryRefusal('AU', 'NSW', { state: 'NSW' }, { deliveryAvailable: false })).toEqual({
      rule: 'not-eligible',
      message: deliveryMessages.withinMinimumDistance,
    });
  });

  it('lets an offered place in the order’s state through', () => {
    expect(homeDeliveryRefusal('AU', 'NSW', { state: 'NSW' }, offered)).toBeUndefined();
  });
});
