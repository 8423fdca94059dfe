import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { checkoutText } from '../content';
import { emptyCheckoutForm } from '../order-request';
import { AccountDetailsForm } from './account-details-form';

function Form() {
  const form = useForm({ defaultValues: emptyCheckoutForm });
  return (
    <AccountDetailsForm
      country="AU"
      customerType="Private"
      onCustomerType={() => undefined}
      control={form.control}
      disabled={false}
    />
  );
}

describe('AccountDetailsForm: the email tip', () => {
  it('shows when the email field gets focus and goes after 2 s (spec 001 section 9)', () => {
    vi.useFakeTimers();
    try {
      render(<Form />);
      const tip = screen.getByRole('status');
      expect(tip).toBeEmptyDOMElement();
      act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
      expect(tip).toHaveTextContent(checkoutText.emailTip);
      act(() => vi.advanceTimersByTime(1_900));
      expect(tip).toHaveTextContent(checkoutText.emailTip);
      act(() => vi.advanceTimersByTime(100));
      expect(tip).toBeEmptyDOMElement();
      act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
      fireEvent.blur(screen.getByRole('textbox', { name: 'Email' }));
      expect(tip).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});
