import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectionList } from './components/selection-list';

describe('the selection on the thank-you and waitlist pages', () => {
  it('reads Included for every zero price, charging too (spec 002), and + before a positive one', () => {
    render(
      <SelectionList
        selection={{
          variantName: 'Luxury',
          variantPrice: 117_000_00,
          exteriorName: 'Summit White',
          exteriorPrice: 0,
          interiorName: 'Sky Cool Grey',
          interiorPrice: 0,
          options: [
            { optionType: 'Charge', optionName: '1 year public charging', optionPrice: 0 },
            { optionType: 'Charge', optionName: 'Home charger', optionPrice: 1_200_00 },
            { optionType: 'Accessories', optionName: 'Floor mats', optionPrice: 0 },
          ],
        }}
      />,
    );
    const amountOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(amountOf('Charging: 1 year public charging')).toBe('Included');
    expect(amountOf('Charging: Home charger')).toBe('+$1,200');
    expect(amountOf('Accessory: Floor mats')).toBe('Included');
    expect(amountOf('Exterior: Summit White')).toBe('Included');
    expect(screen.queryByText('FREE')).not.toBeInTheDocument();
  });
});
