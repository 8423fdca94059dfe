import { cancelTestDrive, getTestDrive, updateTestDrive } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testOrigin } from '../../../test/support/test-app';
import { testDriveBookings, testDriveSlots } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { testDrives } from './test-drive.routes';
import {
  book,
  confirm,
  confirmTokenFor,
  emailsTo,
  isFree,
  testNow,
  written,
} from './test-drive.test-support';

/*
 * Issue 31, the third security probe's N4 (a booking without sign-in mailed any address a greeting of the booker's
 * words, with no cap per recipient) and N8 (anonymous clients could book out the calendar), replayed. Clients are
 * told apart by the balancer's X-Forwarded-For, as the rate limits tell them apart.
 */

const clock = fixedClock(testNow);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());
afterEach(() => clock.set(testNow));

const urgent = 'URGENT your Cadillac account is locked call 1900 555 123';
const cancel = (webkey = '') => t.post(cancelTestDrive.path, { WebKey: webkey });
const read = (webkey = '') => t.post(getTestDrive.path, { WebKey: webkey });
const moveTo = (webkey: string, SelectedTime: string) =>
  t.post(updateTestDrive.path, {
    WebKey: webkey,
    Country: 'AU',
    TestDriveLocationID: 'sydney-rosebery',
    ModelID: 'LYRIQ',
    VariantID: 'AU-LUX',
    Date: '2026/12/08',
    SelectedTime,
  });

describe('N4: test drive emails to an address nobody proved', () => {
  it('greets "Dear customer,": the URGENT first name reaches no email, held, confirmed or cancelled', async () => {
    const victim = 'victim-td@example.net';
    const noStrangerWords = async () => {
      const mails = await emailsTo(t, victim);
      for (const mail of mails) {
        const everything = [mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments)].join('\n');
        expect(everything).not.toMatch(/URGENT|locked|1900|555 123/);
        expect(mail.text).toContain('Dear customer,');
      }
      return mails.map((mail) => mail.template);
    };
    const held = await book(t, { FirstName: urgent, Email: victim, Date: '2026/12/08' }, '198.51.100.1');
    expect(held.res.statusCode, held.res.body).toBe(200);
    expect(await noStrangerWords()).toEqual(['test-drive-confirm-link']);
    expect((await confirm(t, await confirmTokenFor(t, victim))).statusCode).toBe(200);
    expect((await cancel(held.data?.webkey)).statusCode).toBe(200);
    expect(await noStrangerWords()).toEqual([
      'test-drive-confirm-link',
      'test-drive-confirmation',
      'test-drive-cancellation',
    ]);
  });

  it('sends one address at most the daily cap, however often it is booked and cancelled', async () => {
    const victim = 'loop-victim@example.net';
    const cycle = async () => {
      const held = await book(t, { FirstName: urgent, Email: victim, SelectedTime: '14:00' }, '198.51.100.2');
      if (held.data) expect((await cancel(held.data.webkey)).statusCode).toBe(200);
      return held.res;
    };
    for (let i = 0; i < 4; i++) expect((await cycle()).statusCode).toBe(200);
    // The probe's four cycles made 8 emails: now a hold sends only its link, and cancelling it sends nothing.
    expect(await emailsTo(t, victim)).toHaveLength(4);
    expect((await cycle()).statusCode).toBe(200);
    const before = await written(t);
    const refused = await cycle();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RecipientLimit' });
    expect(refused.json().message).toContain('as many test drive emails as we can today (5)');
    expect(await written(t)).toEqual(before);
    expect(await emailsTo(t, victim)).toHaveLength(5);
  });

  it('stops writing change emails to the address once the cap is reached, whoever holds the booking link', async () => {
    const victim = 'moved-about@example.net';
    const held = await book(t, { Email: victim, Date: '2026/12/08', SelectedTime: '09:30' }, '198.51.100.5');
    const webkey = held.data?.webkey ?? '';
    // Unconfirmed, the booking cannot be changed (each change would mail the address).
    expect((await moveTo(webkey, '11:00')).json()).toMatchObject({ errorCode: 'NotConfirmed' });
    await confirm(t, await confirmTokenFor(t, victim));
    for (const time of ['11:00', '12:30', '09:30', '11:00']) {
      expect((await moveTo(webkey, time)).statusCode).toBe(200);
    }
    const templates = (await emailsTo(t, victim)).map((mail) => mail.template);
    expect(templates.filter((template) => template !== 'test-drive-reminder')).toEqual([
      'test-drive-confirm-link',
      'test-drive-confirmation',
      'test-drive-change',
      'test-drive-change',
      'test-drive-change',
    ]);
    expect((await read(webkey)).json().data).toMatchObject({ selectedTime: '11:00', status: 'Booked' });
  });
});

describe('N8: holding the calendar without a proved address', () => {
  it('lets one client hold at most 3 unconfirmed times, and one address have at most 3 bookings', async () => {
    const client = '203.0.113.7';
    for (const [i, time] of ['09:30', '11:00', '12:30'].entries()) {
      const held = await book(
        t,
        { Email: `throwaway-${i}@example.org`, Date: '2026/12/09', SelectedTime: time },
        client,
      );
      expect(held.res.statusCode, held.res.body).toBe(200);
    }
    const before = await written(t);
    const fourth = await book(
      t,
      { Email: 'throwaway-3@example.org', Date: '2026/12/09', SelectedTime: '14:00' },
      client,
    );
    expect(fourth.res.statusCode).toBe(429);
    expect(fourth.res.json()).toMatchObject({ errorCode: 'TooManyHolds' });
    expect(fourth.res.json().message).toContain('3 test drives waiting to be confirmed');
    expect(await written(t)).toEqual(before);
    expect(await isFree(t, { date: '2026/12/09', time: '14:00' })).toBe(true);

    // Other clients are not held back, but one address is, from wherever it is booked.
    const sport = { Email: 'one-address@example.org', VariantID: 'AU-SPORT', Date: '2026/12/09' };
    for (const [i, time] of ['09:30', '11:00', '12:30'].entries()) {
      const held = await book(t, { ...sport, SelectedTime: time }, `192.0.2.${i + 1}`);
      expect(held.res.statusCode, held.res.body).toBe(200);
    }
    const more = await book(
      t,
      { ...sport, Email: 'ONE-address@example.org', SelectedTime: '14:00' },
      '192.0.2.9',
    );
    expect(more.res.statusCode).toBe(409);
    expect(more.res.json()).toMatchObject({ errorCode: 'TooManyBookings' });
  });

  it('gives an unconfirmed time back when its 30 minutes run out; a confirmed one keeps it', async () => {
    const client = '198.51.100.3';
    const slot = (time: string) => ({ date: '2026/12/10', time });
    const held = await book(t, { Email: 'never-confirms@example.org', Date: '2026/12/10' }, client);
    await book(t, { Email: 'confirms@example.org', Date: '2026/12/10', SelectedTime: '11:00' }, client);
    await confirm(t, await confirmTokenFor(t, 'confirms@example.org'));
    const token = await confirmTokenFor(t, 'never-confirms@example.org');
    expect((await read(held.data?.webkey)).json().data).toMatchObject({
      status: 'PendingConfirmation',
      confirmBy: '9:30 am AEDT',
      isChangeable: false,
    });

    clock.set('2026-12-01T22:29:59Z');
    expect(await isFree(t, slot('09:30'))).toBe(false);
    clock.set('2026-12-01T22:30:00Z');
    expect(await isFree(t, slot('09:30'))).toBe(true);
    expect(await isFree(t, slot('11:00'))).toBe(false);
    expect((await confirm(t, token)).json()).toMatchObject({ errorCode: 'LinkExpired' });
    expect((await read(held.data?.webkey)).statusCode).toBe(404);

    // The next booking of the time gives the run-out hold back first, so the same person may book it again.
    const again = await book(t, { Email: 'never-confirms@example.org', Date: '2026/12/10' }, client);
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect(await isFree(t, slot('09:30'))).toBe(false);
  });

  it('sweeps run-out holds from two instances at once, giving each seat back exactly once', async () => {
    const client = '198.51.100.6';
    for (const time of ['09:30', '11:00', '12:30']) {
      await book(
        t,
        { Email: `swept-${time.replace(':', '')}@example.org`, Date: '2026/12/11', SelectedTime: time },
        client,
      );
    }
    clock.set('2026-12-01T23:00:00Z');
    const instance = () => testDrives({ db: t.database.db, clock, publicOrigin: testOrigin }).service;
    const [first, second] = await Promise.all([instance().sweepHolds(), instance().sweepHolds()]);
    expect(first + second).toBeGreaterThanOrEqual(3);
    const bookings = await t.database.db.select().from(testDriveBookings);
    expect(bookings.filter((booking) => booking.status === 'PendingConfirmation')).toEqual([]);
    for (const slot of await t.database.db.select().from(testDriveSlots)) {
      const holding = bookings.filter((b) => b.slotId === slot.id && b.status !== 'Cancelled');
      expect(slot.booked, `${slot.localDate} ${slot.localTime}`).toBe(holding.length);
    }
    expect(await isFree(t, { date: '2026/12/11', time: '09:30' })).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.email, 'swept-0930@example.org'));
    expect(row).toBeUndefined();
  });
});
