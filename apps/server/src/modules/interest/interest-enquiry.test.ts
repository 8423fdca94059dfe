import { addTracking, saveInterest } from '@showroom/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { interests, outbox, trackingEvents } from '../../db/schema';
import { seededConfiguration, written } from './interest-fixtures.test-support';

let t: TestApp;
let vehicle: Awaited<ReturnType<typeof seededConfiguration>>;
beforeAll(async () => {
  t = await createTestApp();
  vehicle = await seededConfiguration(t);
});
afterAll(() => t.close());

const person = {
  FirstName: 'Ada',
  LastName: 'Lee',
  Email: 'ada.lee@example.com',
  Mobile: '0412345678',
  PrivacyStatement: true,
};

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  interest: {
    Country: 'AU',
    State: 'VIC',
    ...person,
    InterestType: 'Contact',
    Source: 'Contact dialog',
    ...overrides,
  },
  ifCallYanaAPI: true,
});

describe('POST /api/interest/save-interest (enquiries)', () => {
  it.each([
    ['Contact', 'contact', "We've received your enquiry"],
    ['Waitlist', 'waitlist', "You've joined our waitlist"],
    ['TestDrive', 'test-drive', "We'll call you about a test drive"],
    ['CallBack', 'call-back', "We'll call you back"],
  ])(
    'stores a %s enquiry and queues its acknowledgement in the same transaction',
    async (type, _kind, subject) => {
      const before = await written(t);
      const res = await t.post(
        saveInterest.path,
        enquiry({
          InterestType: type,
          Comments: 'Can I see it in red?',
          Marketing: true,
          UTMtag: 'utm_source=news',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { webUniqueKey, expiryDateText } = saveInterest.reply.parse(res.json()).data;
      expect(expiryDateText).toBeNull();
      expect(await written(t)).toEqual({ records: before.records + 1, emails: before.emails + 1 });
      const [row] = await t.database.db
        .select()
        .from(interests)
        .where(eq(interests.webUniqueKey, webUniqueKey));
      expect(row).toMatchObject({
        interestType: type,
        firstName: 'Ada',
        email: 'ada.lee@example.com',
        marketing: true,
        privacyStatement: true,
        utmTag: 'utm_source=news',
        source: 'Contact dialog',
        comments: 'Can I see it in red?',
      });
      const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
      expect(mail).toMatchObject({
        toAddress: 'ada.lee@example.com',
        template: 'enquiry-acknowledgement',
        subject,
      });
      // Nobody proved the address is theirs: the acknowledgement quotes nothing the sender wrote (issue 15.3).
      expect(mail?.text).not.toContain('Can I see it in red?');
      expect(mail?.text).not.toContain('Ada');
    },
  );

  it('never mails a stranger’s words or links to an address nobody proved, and limits mail per recipient (issue 15.3)', async () => {
    const victim = 'victim@example.net';
    const hostile = {
      InterestType: 'CallBack',
      Email: victim,
      FirstName: 'URGENT visit https://evil.example/refund',
      Comments: 'URGENT: your order is cancelled, visit https://evil.example/refund',
    };
    for (let i = 0; i < 8; i++) {
      const res = await t.post(saveInterest.path, enquiry(hostile));
      expect(res.statusCode, res.body).toBe(200);
    }
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, victim));
    expect(mails).toHaveLength(5);
    for (const mail of mails) {
      expect(mail.text + mail.html).not.toContain('evil.example');
      expect(mail.text).not.toContain('URGENT');
    }
    const stored = await t.database.db.select().from(interests).where(eq(interests.email, victim));
    expect(stored).toHaveLength(8);
  });

  it('keeps the configuration a waitlist enquiry is about, resolved against the catalogue', async () => {
    const res = await t.post(saveInterest.path, enquiry({ InterestType: 'Waitlist', ...vehicle.names }));
    const { webUniqueKey } = saveInterest.reply.parse(res.json()).data;
    const [row] = await t.database.db
      .select()
      .from(interests)
      .where(eq(interests.webUniqueKey, webUniqueKey));
    expect(row).toMatchObject({ variantId: 'AU-LUX', interiorId: vehicle.interior.interiorID });
  });

  it("rejects each invalid field with the spec's message and writes nothing", async () => {
    const before = await written(t);
    const res = await t.post(
      saveInterest.path,
      enquiry({
        FirstName: '',
        LastName: ' ',
        Email: 'ada@example',
        Mobile: '04123',
        PrivacyStatement: false,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'interest.FirstName', message: 'Require Valid First Name' },
      { field: 'interest.LastName', message: 'Require Valid Last Name' },
      { field: 'interest.Email', message: 'Require Valid Email' },
      { field: 'interest.Mobile', message: 'Require Valid Mobile' },
      { field: 'interest.PrivacyStatement', message: 'Require the confirmation of valid agreement.' },
    ]);
    const noCountry = await t.post(saveInterest.path, enquiry({ Country: '' }));
    expect(noCountry.json().details).toContainEqual({
      field: 'interest.Country',
      message: 'Require Country',
    });
    const tooLong = await t.post(saveInterest.path, enquiry({ Comments: 'x'.repeat(2001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(await written(t)).toEqual(before);
  });

  it('writes neither the record nor the email when the vehicle named is unknown', async () => {
    const before = await written(t);
    const res = await t.post(
      saveInterest.path,
      enquiry({ InterestType: 'Waitlist', VariantName: 'Escalade' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().details[0].field).toBe('VariantName');
    expect(await written(t)).toEqual(before);
  });

  it('matches field names case-insensitively, as the original backend did', async () => {
    const res = await t.post(saveInterest.path, {
      interest: {
        country: 'NZ',
        firstname: 'Tama',
        lastname: 'Ngata',
        email: 'tama@example.co.nz',
        mobile: '0211234567',
        privacystatement: true,
        interesttype: 'TestDrive',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST /api/Tracking/add-tracking', () => {
  it('stores the event, taking the page URL from the referrer when the payload has none', async () => {
    const sent = await t.post(addTracking.path, {
      EventName: 'share-open',
      PageUrl: 'http://localhost:3000/au-en/',
      Data: { variant: 'Luxury' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.post(
      addTracking.path,
      { EventName: 'thank-you' },
      { referer: 'http://localhost:3000/au-en/request-a-call' },
    );
    const rows = await t.database.db.select().from(trackingEvents).orderBy(trackingEvents.createdAt);
    expect(rows.map((row) => [row.eventName, row.pageUrl, row.data])).toEqual([
      ['share-open', 'http://localhost:3000/au-en/', { variant: 'Luxury' }],
      ['thank-you', 'http://localhost:3000/au-en/request-a-call', {}],
    ]);
  });

  it('answers invalid Unicode (a lone surrogate) with a 400 naming the field, storing nothing (issue 15.9)', async () => {
    const before = (await t.database.db.select().from(trackingEvents)).length;
    const cases = [
      [{ EventName: 'x\ud800' }, 'EventName'],
      [{ EventName: 'ok', Data: { note: '\udfff' } }, 'Data.note'],
      [{ EventName: 'ok', Data: { ['k\ud83d']: 'v' } }, 'Data.k\ud83d'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await t.post(addTracking.path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([
        { field, message: 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not).' },
      ]);
    }
    expect((await t.post(addTracking.path, { EventName: 'emoji 😀' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(trackingEvents)).length).toBe(before + 1);
  });

  it('rejects an event without a name', async () => {
    const res = await t.post(addTracking.path, { EventName: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('EventName');
  });
});
