import { describe, expect, it } from 'vitest';
import { embeddedAddressProvider, formatFullAddress } from './embedded-address-provider';
import { loadGazetteer } from './gazetteer-data';
import { parseTypedAddress } from './typed-address';

const provider = embeddedAddressProvider();

describe('typed address parsing', () => {
  it('takes the postcode, state and country off the end in any order', () => {
    const keys = (text: string) => parseTypedAddress('AU', text).words.map((w) => w.key);
    expect(parseTypedAddress('AU', '12 Smith Street, Parramatta NSW 2150')).toMatchObject({
      postcode: '2150',
      state: 'NSW',
    });
    expect(keys('12 Smith Street, Parramatta NSW 2150')).toEqual(['12', 'smith', 'street', 'parramatta']);
    expect(parseTypedAddress('AU', '1 Hay St Perth 6000 Western Australia, Australia')).toMatchObject({
      postcode: '6000',
      state: 'WA',
    });
    expect(parseTypedAddress('NZ', '12 Queen St, Auckland 1010, New Zealand')).toMatchObject({
      postcode: '1010',
    });
    expect(parseTypedAddress('AU', '2150').words).toEqual([]);
  });
});

describe('embedded gazetteer search', () => {
  it('loads both countries once, with the expected sizes', async () => {
    const first = await loadGazetteer();
    expect(await loadGazetteer()).toBe(first);
    expect(first.AU.size).toBeGreaterThan(17_000);
    expect(first.NZ.size).toBeGreaterThan(450);
  });

  it('finds every sampled locality first when typed after a street line with its state and postcode', async () => {
    const gazetteer = await loadGazetteer();
    for (const country of ['AU', 'NZ'] as const) {
      const { localities } = gazetteer[country];
      for (let i = 0; i < localities.length; i += 97) {
        const locality = localities[i]!;
        const hint = country === 'AU' ? `${locality.state} ${locality.postcode}` : locality.postcode;
        const [first] = await provider.suggest(country, `12 Example Street ${locality.name} ${hint}`);
        expect(first, `${locality.name} ${hint}`).toEqual({
          fullAddress: formatFullAddress(country, '12 Example Street', locality),
          suburb: locality.name,
          state: locality.state,
          postcode: locality.postcode,
        });
      }
    }
  });

  it('ranks an exact name before a prefix before a name that contains the text', async () => {
    const names = (await provider.suggest('AU', 'Parramatta')).map((s) => s.suburb);
    expect(names[0]).toBe('Parramatta');
    expect(names.indexOf('Parramatta Park')).toBeLessThan(names.indexOf('North Parramatta'));
    expect(names.length).toBeLessThanOrEqual(8);
  });

  it('prefers the longer exact name and reads accents, apostrophes and Mt loosely', async () => {
    expect((await provider.suggest('AU', '3 High St North Parramatta'))[0]?.suburb).toBe('North Parramatta');
    expect((await provider.suggest('AU', '9 Northbourne Ave Oconnor ACT'))[0]?.suburb).toBe("O'Connor");
    expect((await provider.suggest('AU', 'Mt Druitt'))[0]?.suburb).toBe('Mount Druitt');
    expect((await provider.suggest('NZ', 'Whangarei'))[0]?.suburb).toBe('Whangārei');
  });

  it('geocodes from suggestion parts, then from text, and says when it cannot', async () => {
    expect(
      await provider.geocode('AU', { address: 'x', suburb: 'Richmond', state: 'TAS', postcode: '7025' }),
    ).toMatchObject({
      kind: 'found',
      state: 'TAS',
      postcode: '7025',
    });
    expect(
      await provider.geocode('NZ', { address: '1 Colombo Street, Sydenham, Christchurch 8023' }),
    ).toMatchObject({
      kind: 'found',
      suburb: 'Sydenham',
      state: 'Canterbury',
    });
    expect(await provider.geocode('AU', { address: 'Parram' })).toEqual({ kind: 'not-found' });
  });
});
