import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPaymentTab,
  isFinance,
  type PaymentOption,
  paymentOptions,
  paymentTabs,
} from './payment-option';

describe('the payment options dialog’s default tab (spec 001 section 2)', () => {
  it('opens on the finance offer whenever one is active', () => {
    for (const stored of [null, ...paymentOptions]) {
      expect(defaultPaymentTab({ offerActive: true, fromCalculateFinance: false, stored })).toBe(
        'FinanceOffer',
      );
      expect(defaultPaymentTab({ offerActive: true, fromCalculateFinance: true, stored })).toBe(
        'FinanceOffer',
      );
    }
  });

  it('opens on Finance when the customer came to calculate finance and no offer runs', () => {
    expect(defaultPaymentTab({ offerActive: false, fromCalculateFinance: true, stored: 'Cash' })).toBe(
      'Finance',
    );
    expect(defaultPaymentTab({ offerActive: false, fromCalculateFinance: true, stored: null })).toBe(
      'Finance',
    );
  });

  it('otherwise opens on the stored option, a finance offer that has ended becoming Finance', () => {
    const stored = (option: PaymentOption | null) =>
      defaultPaymentTab({ offerActive: false, fromCalculateFinance: false, stored: option });
    expect(stored('Cash')).toBe('Cash');
    expect(stored('Finance')).toBe('Finance');
    expect(stored('FinanceOffer')).toBe('Finance');
    expect(stored('FinanceNew')).toBe('Finance');
  });

  it('otherwise opens on Cash', () => {
    expect(defaultPaymentTab({ offerActive: false, fromCalculateFinance: false, stored: null })).toBe('Cash');
  });

  it('always opens on a tab the dialog shows', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(null, ...paymentOptions),
        (offerActive, fromCalculateFinance, stored) => {
          const tab = defaultPaymentTab({ offerActive, fromCalculateFinance, stored });
          expect(paymentTabs(offerActive)).toContain(tab);
        },
      ),
    );
  });

  it('counts both finance options as finance', () => {
    expect(paymentOptions.filter(isFinance)).toEqual(['Finance', 'FinanceOffer', 'FinanceNew']);
  });
});
