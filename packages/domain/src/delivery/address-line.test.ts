import { describe, expect, it } from 'vitest';
import { addressLine, streetOf } from './address-line';

describe('an address written once (audit 002 #8)', () => {
  it('keeps the street of a suggestion that ends with its locality', () => {
    const parramatta = { suburb: 'Parramatta', state: 'NSW', postcode: '2150' };
    expect(streetOf('12 Smith St, Parramatta NSW 2150', parramatta)).toBe('12 Smith St');
    expect(streetOf('12 Smith St', parramatta)).toBe('12 Smith St');
    expect(streetOf('Unit 4, 2150 Main Rd', parramatta)).toBe('Unit 4, 2150 Main Rd');
    expect(streetOf('1 Long Rd, Farm 12150', parramatta)).toBe('1 Long Rd, Farm 12150');
    // Whatever a client sends as the postcode is text, never a pattern.
    expect(streetOf('1 George St, Sydney (', { suburb: 'Sydney', state: 'NSW', postcode: '(' })).toBe(
      '1 George St',
    );
    expect(streetOf('1 George St', { suburb: null, state: null, postcode: '[' })).toBe('1 George St');
    expect(streetOf('Dubbo NSW 2830', { suburb: 'Dubbo', state: 'NSW', postcode: '2830' })).toBe('');
    expect(
      streetOf('Hamilton Lake, Hamilton 3204', {
        suburb: 'Hamilton Lake',
        state: 'Waikato',
        postcode: '3204',
      }),
    ).toBe('');
  });

  it('writes the street and the locality once, as the country writes them', () => {
    expect(
      addressLine({ street: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' }, 'AU'),
    ).toBe('Dubbo NSW 2830');
    expect(
      addressLine(
        { street: '12 Smith St, Parramatta NSW 2150', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
        'AU',
      ),
    ).toBe('12 Smith St, Parramatta NSW 2150');
    expect(
      addressLine(
        {
          street: 'Hamilton Lake, Hamilton 3204',
          suburb: 'Hamilton Lake',
          state: 'Waikato',
          postcode: '3204',
        },
        'NZ',
      ),
    ).toBe('Hamilton Lake 3204');
    expect(
      addressLine(
        { street: '1 Victoria St', suburb: 'Hamilton Lake', state: 'Waikato', postcode: '3204' },
        'NZ',
      ),
    ).toBe('1 Victoria St, Hamilton Lake 3204');
    expect(addressLine({ street: '1 George St', suburb: null, state: null, postcode: null }, 'AU')).toBe(
      '1 George St',
    );
  });
});
