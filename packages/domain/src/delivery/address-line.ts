import type { CountryCode } from '../market';

/** A postal address as the shop keeps it: the street line and its locality in parts of their own. */
export interface AddressParts {
  street: string | null | undefined;
  suburb: string | null | undefined;
  state: string | null | undefined;
  postcode: string | null | undefined;
}

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The street of a line that may end with its own locality, as an address search's suggestion reads
 * ('12 Smith St, Parramatta NSW 2150' → '12 Smith St'): trailing parts naming the postcode, or the suburb itself,
 * are dropped. What is left may be empty (a suggestion of the suburb alone).
 * @example streetOf('12 Smith St, Parramatta NSW 2150', { suburb: 'Parramatta', state: 'NSW', postcode: '2150' }) // '12 Smith St'
 */
export function streetOf(line: string, locality: Omit<AddressParts, 'street'>): string {
  const parts = line.split(',').map((part) => part.trim());
  const suburb = squash(locality.suburb ?? '');
  const postcode = (locality.postcode ?? '').trim();
  // A part ends with the postcode as a whole number (not '2150' inside '12150'), or is the suburb itself.
  const endsWithPostcode = (part: string) =>
    postcode !== '' && part.endsWith(postcode) && !/\d/.test(part.charAt(part.length - postcode.length - 1));
  const namesLocality = (part: string) =>
    endsWithPostcode(part) || (suburb !== '' && squash(part) === suburb);
  while (parts.length > 0 && namesLocality(parts.at(-1) ?? '')) parts.pop();
  return parts.join(', ');
}

/**
 * An address written once, the way the country writes it: '12 Smith St, Parramatta NSW 2150' in Australia,
 * '1 Victoria St, Hamilton Lake 3204' in New Zealand (the region is not written). A street line that repeats its
 * locality (audit 002 #8: 'Dubbo NSW 2830, Dubbo, NSW, 2830') is written without the repeat.
 * @example addressLine({ street: '1 Macquarie St', suburb: 'Dubbo', state: 'NSW', postcode: '2830' }, 'AU') // '1 Macquarie St, Dubbo NSW 2830'
 */
export function addressLine(address: AddressParts, country: CountryCode): string {
  const street = streetOf(address.street ?? '', address);
  const place =
    country === 'AU' ? [address.suburb, address.state, address.postcode] : [address.suburb, address.postcode];
  const locality = place
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [street, locality].filter(Boolean).join(', ');
}
