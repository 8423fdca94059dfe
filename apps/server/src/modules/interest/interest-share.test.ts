import { getInterest, saveInterest } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testOrigin } from '../../../test/support/test-app';
import { interests, outbox } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { seededConfiguration, written } from './interest-fixtures.test-support';

const clock = fixedClock('2026-11-22T09:00:00Z');
let t: TestApp;
let vehicle: Awaited<ReturnType<typeof seededConfiguration>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  vehicle = await seededConfiguration(t);
});
afterAll(() => t.close());

const shareLink = (overrides: Record<string, unknown> = {}) => ({
  interest: {
    Country: 'AU',
    State: 'NSW',
    ...vehicle.names,
    Options: [{ YanaOptionID: vehicle.accessory.yanaOptionID }],
    InterestType: 'ShareLink',
    Source: 'Configurator',
    ...overrides,
  },
  ifCallYanaAPI: true,
});

async function createLink(overrides: Record<string, unknown> = {}) {
  const res = await t.post(saveInterest.path, shareLink(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return saveInterest.reply.parse(res.json()).data;
}

const shareByEmail = (linkKey: string, email = 'ada@example.com') => ({
  interest: { Country: 'AU', State: 'NSW', Email: email, WebUniqueKey: linkKey, InterestType: 'ShareEmail' },
  ifCallYanaAPI: false,
});

describe('POST /api/interest/save-interest (ShareLink)', () => {
  it('saves the configuration under a new random key of 192 bits, without email', async () => {
    const before = await written(t);
    const first = await createLink();
    const second = await createLink();
    expect(first.webUniqueKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.webUniqueKey).not.toBe(first.webUniqueKey);
    expect(first.expiryDateText).toBe('Tuesday 22 December 2026');
    expect(await written(t)).toEqual({ records: before.records + 2, emails: before.emails });
  });

  it('stores the catalogue prices, never the prices the client sent', async () => {
    const { webUniqueKey } = await createLink({ VariantBasePrice: 1, ExteriorPrice: 2, InteriorPrice: 3 });
    const [row] = await t.database.db
      .select()
      .from(interests)
      .where(eq(interests.webUniqueKey, webUniqueKey));
    expect(row).toMatchObject({
      variantId: 'AU-LUX',
      exteriorId: vehicle.exterior.exteriorID,
      exteriorPriceCents: vehicle.exterior.exteriorPrice,
      interiorId: vehicle.interior.interiorID,
      interiorPriceCents: vehicle.interior.interiorPrice,
    });
    expect(row?.variantPriceCents).toBeGreaterThan(100_000);
  });

  it('refuses what the catalogue does not know, naming the field and writing nothing', async () => {
    const before = await written(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ VariantName: 'Turbo' }, 404, 'interest.VariantName'],
      [{ ExteriorName: 'Hot Pink' }, 404, 'interest.ExteriorName'],
      [{ InteriorName: 'Tartan' }, 404, 'interest.InteriorName'],
      [{ Options: [{ YanaOptionID: 'NZ-CARGO-TRAY' }] }, 404, 'interest.Options.0'],
      [{ VariantName: '' }, 400, 'interest.VariantName'],
      [{ State: '' }, 400, 'interest.State'],
      [{ Country: 'US' }, 400, 'interest.Country'],
      [{ InterestType: 'Gossip' }, 400, 'interest.InterestType'],
      [{ Options: [{ OptionPrice: 5 }] }, 400, 'interest.Options.0'],
    ];
    for (const [overrides, status, field] of cases) {
      const res = await t.post(saveInterest.path, shareLink(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      const fields = (res.json().details ?? []).map((d: { field: string }) => d.field);
      expect(fields, JSON.stringify(overrides)).toContain(
        field.replace(/^interest\./, status === 404 ? '' : 'interest.'),
      );
    }
    expect(await written(t)).toEqual(before);
  });
});

describe('POST /api/interest/get-interest', () => {
  it('restores the configuration, location and options of a link', async () => {
    const { webUniqueKey } = await createLink();
    const res = await t.post(getInterest.path, { linkKey: webUniqueKey });
    expect(res.statusCode, res.body).toBe(200);
    expect(getInterest.reply.parse(res.json()).data).toEqual({
      isExpired: false,
      country: 'AU',
      state: 'NSW',
      variantName: 'Luxury',
      exteriorName: vehicle.names.ExteriorName,
      interiorName: vehicle.names.InteriorName,
      options: [
        expect.objectContaining({
          yanaOptionID: vehicle.accessory.yanaOptionID,
          optionName: vehicle.accessory.optionName,
          optionType: 'Accessories',
        }),
      ],
      expiryDateText: 'Tuesday 22 December 2026',
      typeOfLink: 'Private',
    });
  });

  it('answers isExpired once the expiry has passed, without the configuration', async () => {
    const { webUniqueKey } = await createLink();
    clock.advance(30 * 24 * 3600_000);
    try {
      const data = getInterest.reply.parse(
        (await t.post(getInterest.path, { linkKey: webUniqueKey })).json(),
      ).data;
      expect(data).toMatchObject({
        isExpired: true,
        country: 'AU',
        state: 'NSW',
        variantName: null,
        options: [],
      });
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
  });

  it('answers 404 for an unknown key and 400 for something that is not a key', async () => {
    expect((await t.post(getInterest.path, { linkKey: 'A'.repeat(32) })).statusCode).toBe(404);
    const bad = await t.post(getInterest.path, { linkKey: "' or 1=1 --" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('linkKey');
  });
});

describe('POST /api/interest/save-interest (ShareEmail)', () => {
  it('records the share and queues the email with the link and the server-computed price, together', async () => {
    const { webUniqueKey } = await createLink();
    const before = await written(t);
    const res = await t.post(saveInterest.path, shareByEmail(webUniqueKey));
    expect(res.statusCode, res.body).toBe(200);
    expect(await written(t)).toEqual({ records: before.records + 1, emails: before.emails + 1 });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'ada@example.com'));
    expect(mail?.template).toBe('shared-configuration');
    expect(mail?.text).toContain(`${testOrigin}/au-en/links/${webUniqueKey}`);
    expect(mail?.text).toContain(vehicle.names.ExteriorName);
    const [share] = await t.database.db
      .select()
      .from(interests)
      .where(eq(interests.interestType, 'ShareEmail'));
    expect(share?.driveAwayPriceCents).toBeGreaterThan(share?.variantPriceCents ?? 0);
    expect(mail?.text).toContain(`$${((share?.driveAwayPriceCents ?? 0) / 100).toLocaleString('en-AU')}`);
  });

  it("rejects a bad address with the spec's message and writes nothing", async () => {
    const { webUniqueKey } = await createLink();
    const before = await written(t);
    for (const email of ['', 'ada', 'ada@example', 'ada @example.com']) {
      const res = await t.post(saveInterest.path, shareByEmail(webUniqueKey, email));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        field: 'interest.Email',
        message: 'Invalid email format. Please enter a valid email address.',
      });
    }
    expect(await written(t)).toEqual(before);
  });

  it('refuses an unknown or expired link and writes nothing', async () => {
    const { webUniqueKey } = await createLink();
    const before = await written(t);
    expect((await t.post(saveInterest.path, shareByEmail('B'.repeat(32)))).statusCode).toBe(404);
    clock.advance(31 * 24 * 3600_000);
    try {
      const expired = await t.post(saveInterest.path, shareByEmail(webUniqueKey));
      expect(expired.statusCode).toBe(410);
      expect(expired.json().errorCode).toBe('LinkExpired');
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
    expect(await written(t)).toEqual(before);
  });
});
