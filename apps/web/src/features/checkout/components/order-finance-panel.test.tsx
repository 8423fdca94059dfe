import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderFinancePanel } from './order-finance-panel';

/* The thank-you page's Finance panel: the loan the order was placed with, when the customer chose finance. */

const loan = {
  offerID: 0,
  deposit: 1_500_000,
  term: 48,
  balloonPercent: 20,
  balloonAmount: 2_600_000,
  repayment: 196_245,
  frequencyName: 'Monthly',
  amountFinanced: 11_600_000,
  interestRate: 5.49,
  comparisonRate: 6.5,
  totalAmountPayable: 12_000_000,
};

const facts = () => {
  const panel = screen.getByRole('region', { name: 'Finance' });
  const terms = within(panel)
    .queryAllByRole('term')
    .map((node) => node.textContent);
  const values = within(panel)
    .queryAllByRole('definition')
    .map((node) => node.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

describe('OrderFinancePanel', () => {
  it('lists the deposit, term, balloon, repayment and rates of the chosen loan under the calculator’s labels', () => {
    render(
      <OrderFinancePanel
        customer={{ customerType: 'Private', businessName: null }}
        paymentOption="Finance"
        finance={loan}
      />,
    );
    expect(facts()).toEqual({
      'Customer type': 'Private',
      'Payment type': 'Finance',
      Deposit: '$15,000',
      Term: '48 months',
      'Balloon payment': '20% ($26,000)',
      'Monthly repayment': '$1,962.45',
      'Interest rate': '5.49% p.a.',
      'Comparison rate': '6.50% p.a.',
    });
    expect(screen.getByText(/Finance is provided by our lender partner/)).toBeInTheDocument();
  });

  it('shows only the customer and payment type for cash, and a business by its name', () => {
    render(
      <OrderFinancePanel
        customer={{ customerType: 'Business', businessName: 'Acme Pty Ltd' }}
        paymentOption="Cash"
        finance={null}
      />,
    );
    expect(facts()).toEqual({ 'Customer type': 'Business (Acme Pty Ltd)', 'Payment type': 'Cash' });
  });
});
