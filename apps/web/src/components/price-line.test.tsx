import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLine, PriceList } from './price-line';

describe('PriceLine', () => {
  it('pairs each label with its amount in a description list', () => {
    render(
      <PriceList>
        <PriceLine label="Radiant Red Tintcoat" amount="+$2,500" />
        <PriceLine total label="Vehicle subtotal" amount="$115,127.77" />
      </PriceList>,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Radiant Red Tintcoat', 'Vehicle subtotal']);
    expect(values).toEqual(['+$2,500', '$115,127.77']);
  });
});
