import { describe, expect, it } from 'vitest';
import { currentBalance, finalPaymentAmount } from './order-balance';
import { isPlacedStatus, orderStatuses, orderStatusLabel, orderStatusTone } from './order-status';
import { supportRequestFailureText } from './support-request';

describe('order statuses as a customer reads them', () => {
  it('has every status of the spec plus the shop’s Expired and RefundDue', () => {
    expect([...orderStatuses].sort()).toEqual(
      [
        'NoActivity',
        'CheckoutPaymentPage',
        'Ordered',
        'Ordered Confirmed',
        'Cancelled',
        'Delivered',
        'Preparing To Ship',
        'Expired',
        'RefundDue',
      ].sort(),
    );
  });

  it('words every status without its code, and styles the cards by it', () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Not started',
      'Awaiting deposit',
      'Order placed',
      'Order confirmed',
      'Preparing your LYRIQ',
      'Delivered',
      'Cancelled',
      'Reservation ended',
      'Deposit being refunded',
    ]);
    expect(orderStatuses.map(orderStatusTone)).toEqual([
      'ended',
      'active',
      'active',
      'active',
      'active',
      'complete',
      'ended',
      'ended',
      'ended',
    ]);
    expect(orderStatuses.filter(isPlacedStatus)).toEqual([
      'Ordered',
      'Ordered Confirmed',
      'Preparing To Ship',
      'Delivered',
    ]);
  });
});

describe('order figures and texts', () => {
  it('owes the drive-away price less what was received, never less than nothing', () => {
    expect(finalPaymentAmount(11_897_290, 100_000)).toBe(11_797_290);
    expect(currentBalance(11_897_290, [100_000])).toBe(11_797_290);
    expect(currentBalance(11_897_290, [100_000, 11_797_290])).toBe(0);
    expect(currentBalance(100_000, [100_000, 5])).toBe(0);
  });

  it('says the spec’s support failure text with the market’s line in words', () => {
    expect(supportRequestFailureText('AU')).toBe(
      "We're sorry, there was an issue processing your request. Please try again or call 1800 CADILLAC (223455) for assistance.",
    );
    expect(supportRequestFailureText('NZ')).toBe(
      "We're sorry, there was an issue processing your request. Please try again or call 0800 CADILLAC (223455) for assistance.",
    );
  });
});
