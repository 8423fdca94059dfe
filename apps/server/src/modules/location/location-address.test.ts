import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

describe('POST /api/Location/get-address (embedded gazetteer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = (body: unknown) => t.post('/api/Location/get-address', body);

  it('reads the locality after a street line and suggests Parramatta NSW 2150 first', async () => {
    const res = await search({ country: 'AU', keywords: '12 Smith St Parramatta' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data[0]).toEqual({
      fullAddress: '12 Smith St, Parramatta NSW 2150',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
    });
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data.map((s: { suburb: string }) => s.suburb)).toContain('North Parramatta');
  });

  it('accepts a full address with state and postcode, and lets them decide between equal names', async () => {
    const full = (await search({ country: 'AU', keywords: '12 Smith Street, Parramatta NSW 2150' })).json()
      .data;
    expect(full[0].fullAddress).toBe('12 Smith Street, Parramatta NSW 2150');
    const richmond = (await search({ country: 'AU', keywords: '3 Swan St Richmond VIC' })).json().data;
    expect(richmond[0]).toMatchObject({ suburb: 'Richmond', state: 'VIC' });
    const tasmania = (await search({ country: 'AU', keywords: 'Richmond 7025' })).json().data;
    expect(tasmania[0]).toMatchObject({ suburb: 'Richmond', state: 'TAS', postcode: '7025' });
  });

  it('searches by postcode, by partial name and inside names', async () => {
    const byPostcode = (await search({ country: 'AU', keywords: '2150 ' })).json().data;
    // "2150 " is 5 characters typed, 4 after trimming: not searched.
    expect(byPostcode).toEqual([]);
    const withStreet = (await search({ country: 'AU', keywords: '1 Main St 2830' })).json().data;
    expect(withStreet.map((s: { postcode: string }) => s.postcode)).toEqual(
      Array(withStreet.length).fill('2830'),
    );
    expect(withStreet.find((s: { suburb: string }) => s.suburb === 'Dubbo').fullAddress).toBe(
      '1 Main St, Dubbo NSW 2830',
    );
    const partial = (await search({ country: 'AU', keywords: 'Parram' })).json().data;
    expect(partial[0].suburb).toBe('Parramatta');
    expect(partial.map((s: { suburb: string }) => s.suburb)).toContain('North Parramatta');
  });

  it('suggests New Zealand suburbs with their city and region', async () => {
    const data = (await search({ country: 'NZ', keywords: '12 Ponsonby Road, Ponsonby' })).json().data;
    expect(data[0]).toEqual({
      fullAddress: '12 Ponsonby Road, Ponsonby, Auckland 1011',
      suburb: 'Ponsonby',
      state: 'Auckland',
      postcode: '1011',
    });
    const town = (await search({ country: 'NZ', keywords: '5 Tongariro St Taupo' })).json().data;
    expect(town[0]).toEqual({
      fullAddress: '5 Tongariro St, Taupō 3330',
      suburb: 'Taupō',
      state: 'Waikato',
      postcode: '3330',
    });
    const christchurch = (
      await search({ country: 'NZ', keywords: '1 Riccarton Rd, Riccarton, Christchurch 8011' })
    ).json().data;
    expect(christchurch[0]).toMatchObject({ suburb: 'Riccarton', postcode: '8011', state: 'Canterbury' });
  });

  it('answers nothing for 4 characters or fewer and for text that names no place', async () => {
    for (const keywords of ['Parr', 'a', '   Dubb   ']) {
      const res = await search({ country: 'AU', keywords });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    expect((await search({ country: 'AU', keywords: '12 Smith St' })).json().data).toEqual([]);
    expect((await search({ country: 'AU', keywords: 'zzzzqqqq' })).json().data).toEqual([]);
  });

  it('matches field names case-insensitively', async () => {
    const res = await search({ Country: 'AU', Keywords: 'Dubbo NSW' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ suburb: 'Dubbo', postcode: '2830' });
  });

  it('refuses bad input with per-field details', async () => {
    const cases: [unknown, string][] = [
      [{ country: 'AU' }, 'keywords'],
      [{ country: 'AU', keywords: '' }, 'keywords'],
      [{ country: 'AU', keywords: '     ' }, 'keywords'],
      [{ country: 'AU', keywords: 12345 }, 'keywords'],
      [{ country: 'AU', keywords: 'x'.repeat(201) }, 'keywords'],
      [{ country: 'US', keywords: 'Parramatta' }, 'country'],
      [{ keywords: 'Parramatta' }, 'country'],
    ];
    for (const [body, field] of cases) {
      const res = await search(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'InvalidInput' });
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const missing = await search({ country: 'AU' });
    expect(missing.json().details[0].message).toBe('Keywords are required.');
  });

  it('answers a huge body with 413 and a body that is not JSON with 400', async () => {
    expect((await search({ country: 'AU', keywords: 'x'.repeat(200_000) })).statusCode).toBe(413);
    expect((await search('{"country": "AU", "keywords": ')).statusCode).toBe(400);
  });
});

describe('POST /api/GoogleAPIs/get-geometry-location (embedded gazetteer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const locate = (body: unknown) => t.post('/api/GoogleAPIs/get-geometry-location', body);

  it('answers the coordinates of the locality an address names', async () => {
    const res = await locate({ country: 'AU', address: '12 Smith Street, Parramatta NSW 2150' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ lat: -33.8136, lng: 151.0034 });
    const nz = await locate({
      country: 'NZ',
      address: '501 Karangahape Road, Auckland Central, Auckland 1010',
    });
    expect(nz.json().data).toEqual({ lat: -36.8485, lng: 174.7633 });
  });

  it('answers 404 for an address it cannot place, and 400 for bad input', async () => {
    const res = await locate({ country: 'AU', address: 'Nowhere in particular' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, errorCode: 'AddressNotFound' });
    expect((await locate({ country: 'AU', address: '' })).statusCode).toBe(400);
    expect((await locate({ country: 'AU', address: ['Parramatta'] })).statusCode).toBe(400);
    expect((await locate({ country: 'XX', address: 'Parramatta' })).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the five location calls', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/Location/get-address',
      '/api/Location/get-pickup-locations',
      '/api/Location/get-delivery-price',
      '/api/GoogleAPIs/get-geometry-location',
      '/api/GoogleAPIs/get-distance',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
