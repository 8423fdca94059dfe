import {
  ErrorEnvelope,
  getCountryAndState,
  getExterior,
  getInterior,
  getVariants,
  getVehicleOptions,
} from '@showroom/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Posts a body, expects the refusal status and returns the parsed error envelope. */
async function refused(path: string, body: unknown, status: number): Promise<ErrorEnvelope> {
  const res = await t.post(path, body);
  expect(res.statusCode, res.body).toBe(status);
  return ErrorEnvelope.parse(res.json());
}

const fieldsOf = (envelope: ErrorEnvelope) => envelope.details?.map((detail) => detail.field) ?? [];

describe('bad request bodies get a 400 naming the field', () => {
  it('refuses wrong types', async () => {
    expect(fieldsOf(await refused(getVariants.path, { Country: 61 }, 400))).toEqual(['Country']);
    expect(fieldsOf(await refused(getExterior.path, { Country: 'AU', VariantID: 42 }, 400))).toEqual([
      'VariantID',
    ]);
    expect(
      fieldsOf(
        await refused(
          getVehicleOptions.path,
          { Country: 'AU', VariantID: 'AU-LUX', ExteriorID: ['AU-LUX-SBM'], InteriorID: { id: 1 } },
          400,
        ),
      ).sort(),
    ).toEqual(['ExteriorID', 'InteriorID']);
  });

  it('refuses a country the shop does not sell in', async () => {
    const envelope = await refused(getVariants.path, { Country: 'US' }, 400);
    expect(envelope).toMatchObject({ status: false, errorCode: 'InvalidInput' });
    expect(envelope.details).toEqual([{ field: 'Country', message: 'Country must be AU or NZ.' }]);
    expect(fieldsOf(await refused(getExterior.path, { Country: 'au', VariantID: 'AU-LUX' }, 400))).toEqual([
      'Country',
    ]);
  });

  it('refuses missing fields', async () => {
    expect(fieldsOf(await refused(getVariants.path, {}, 400))).toEqual(['Country']);
    const envelope = await refused(getExterior.path, { Country: 'AU' }, 400);
    expect(envelope.details).toEqual([{ field: 'VariantID', message: 'Required.' }]);
    expect(
      fieldsOf(await refused(getVehicleOptions.path, { Country: 'NZ', VariantID: 'NZ-LUX' }, 400)).sort(),
    ).toEqual(['ExteriorID', 'InteriorID']);
    expect(fieldsOf(await refused(getExterior.path, { Country: 'AU', VariantID: '   ' }, 400))).toEqual([
      'VariantID',
    ]);
  });

  it('refuses a state for New Zealand and an unknown Australian state', async () => {
    const nz = await refused(getVariants.path, { Country: 'NZ', State: 'NSW' }, 400);
    expect(nz.details).toEqual([{ field: 'State', message: 'New Zealand has no state; leave State empty.' }]);
    const interior = { Country: 'NZ', State: 'VIC', VariantID: 'NZ-LUX', ExteriorID: 'NZ-LUX-SBM' };
    expect(fieldsOf(await refused(getInterior.path, interior, 400))).toEqual(['State']);
    const unknownState = await refused(getVariants.path, { Country: 'AU', State: 'XYZ' }, 400);
    expect(unknownState.details).toEqual([
      { field: 'State', message: 'State must be one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA, or empty.' },
    ]);
  });

  it('refuses text holding a NUL character, which the database cannot store, naming the field', async () => {
    const vehicle = { Country: 'AU', State: 'NSW', VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM' };
    const cases = [
      [getExterior.path, { ...vehicle, VariantID: 'AU-LUX\u0000' }, 'VariantID'],
      [getInterior.path, { ...vehicle, ExteriorID: '\u0000' }, 'ExteriorID'],
      [getVehicleOptions.path, { ...vehicle, InteriorID: 'AU-LUX-JBI\u0000x' }, 'InteriorID'],
      [getVariants.path, { Country: 'AU', Suburb: ['ok', 'x\u0000'] }, 'Suburb.1'],
      [getCountryAndState.path, { 'bad\u0000key': 1 }, 'bad\u0000key'],
    ] as const;
    for (const [path, body, field] of cases) {
      const envelope = await refused(path, body, 400);
      expect(envelope.details).toEqual([
        { field, message: 'Text cannot contain the NUL character (\\u0000).' },
      ]);
    }
  });

  it('refuses broken JSON, an empty body and a body that is not an object', async () => {
    expect((await refused(getVariants.path, '{"Country": "AU"', 400)).message).toBe(
      'The request body is not valid JSON.',
    );
    await refused(getVariants.path, undefined, 400);
    await refused(getVariants.path, '[]', 400);
    await refused(getExterior.path, 'null', 400);
    await refused(getCountryAndState.path, '"AU"', 400);
  });

  it('refuses a body nested 40,000 deep (under the size limit) without overflowing a stack', async () => {
    const deep = '['.repeat(40_000) + ']'.repeat(40_000);
    await refused(getExterior.path, deep, 400);
    const envelope = await refused(getExterior.path, `{"Country":"AU","VariantID":${deep}}`, 400);
    expect(fieldsOf(envelope)).toEqual(['VariantID']);
  });
});

describe('unknown or mismatched ids get a 404 naming the field', () => {
  it('refuses an unknown variant and a variant of the other country', async () => {
    const unknown = await refused(getExterior.path, { Country: 'AU', VariantID: 'AU-V' }, 404);
    expect(unknown).toMatchObject({ errorCode: 'NotFound', message: "No variant 'AU-V' is sold in AU." });
    expect(fieldsOf(unknown)).toEqual(['VariantID']);
    expect(fieldsOf(await refused(getExterior.path, { Country: 'AU', VariantID: 'NZ-LUX' }, 404))).toEqual([
      'VariantID',
    ]);
  });

  it('refuses an exterior of another variant or country', async () => {
    const body = { Country: 'AU', VariantID: 'AU-LUX', ExteriorID: 'AU-SPORT-RRT' };
    expect(fieldsOf(await refused(getInterior.path, body, 404))).toEqual(['ExteriorID']);
    const nz = { ...body, ExteriorID: 'NZ-LUX-SBM' };
    expect(fieldsOf(await refused(getInterior.path, nz, 404))).toEqual(['ExteriorID']);
  });

  it('refuses an interior not offered with the exterior, of another variant, or unknown', async () => {
    const vehicle = { Country: 'AU', VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-ELM' };
    for (const InteriorID of ['AU-LUX-OSG', 'AU-SPORT-JBI', 'AU-LUX-NOPE']) {
      const envelope = await refused(getVehicleOptions.path, { ...vehicle, InteriorID }, 404);
      expect(fieldsOf(envelope)).toEqual(['InteriorID']);
      expect(envelope.message).toContain(InteriorID);
    }
    const ok = await t.post(getVehicleOptions.path, { ...vehicle, InteriorID: 'AU-LUX-JBI' });
    expect(ok.statusCode).toBe(200);
  });

  it('checks the variant before the exterior and the interior', async () => {
    const body = { Country: 'NZ', VariantID: 'AU-LUX', ExteriorID: 'AU-LUX-SBM', InteriorID: 'AU-LUX-JBI' };
    expect(fieldsOf(await refused(getVehicleOptions.path, body, 404))).toEqual(['VariantID']);
  });
});

describe('transport refusals', () => {
  it('answers a body over 100 KB with 413', async () => {
    const huge = { Country: 'AU', VariantID: 'AU-LUX', padding: 'x'.repeat(101 * 1024) };
    const envelope = await refused(getExterior.path, huge, 413);
    expect(envelope.errorCode).toBe('PayloadTooLarge');
  });

  it('answers a text/plain body with 415', async () => {
    const res = await t.post(getVariants.path, 'Country=AU', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(ErrorEnvelope.parse(res.json()).errorCode).toBe('UnsupportedMediaType');
  });
});

describe('anything a client can send', () => {
  it('is answered 200, 400 or 404 with an envelope, never 500', async () => {
    const paths = [getVariants, getExterior, getInterior, getVehicleOptions].map((endpoint) => endpoint.path);
    const idLike = fc.oneof(
      fc.constantFrom('AU-LUX', 'AU-SPORT-RRT', 'AU-LUX-JBI', 'NZ-LUX', 'NZ-SPORT-SWH', 'NZ-SPORT-JBN', ''),
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 20, unit: 'binary' }),
      fc.integer(),
      fc.constant(null),
    );
    const body = fc.record(
      {
        Country: fc.oneof(fc.constantFrom('AU', 'NZ', 'us'), fc.anything()),
        State: fc.oneof(fc.constantFrom('NSW', '', 'WA'), fc.anything()),
        VariantID: idLike,
        ExteriorID: idLike,
        InteriorID: idLike,
        CustomerType: fc.constantFrom('Private', 'Business', 'Other'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, payload) => {
        const res = await t.post(path, payload);
        expect([200, 400, 404]).toContain(res.statusCode);
        expect(res.json().status).toBe(res.statusCode === 200);
      }),
      { numRuns: 60 },
    );
  });
});
