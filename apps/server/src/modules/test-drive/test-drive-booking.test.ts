import { cancelTestDrive, getTestDrive, updateTestDrive } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { recordingLogger } from '../../../test/support/test-logger';
import { outbox, testDriveBookings, testDriveSlots } from '../../db/schema';
import { fixedClock } from '../../platform/clock';
import { createOutboxWorker, mailboxMailer } from '../../platform/mail';
import {
  book,
  bookConfirmed,
  confirm,
  confirmTokenFor,
  emailsTo,
  isFree,
  testNow,
} from './test-drive.test-support';

const clock = fixedClock(testNow);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('booking a test drive', () => {
  it('holds the last seat once, confirms it by the emailed link, then emails a calendar file and queues the reminder', async () => {
    expect(await isFree(t, { date: '2026/12/03', time: '09:30' })).toBe(true);
    const { res, data } = await book(t);
    expect(res.statusCode, res.body).toBe(200);
    expect(data?.yanaTestDriveNo).toMatch(/^TD-\d{6}$/);
    expect(data?.webkey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(data?.testDriveLink).toBe(`http://localhost:3000/au-en/test-drive/${data?.webkey}`);
    expect(data).toMatchObject({ transaction: 'New', status: 'PendingConfirmation' });
    // Sydney has one Luxury demonstrator: the held slot is full for Luxury, still free for Sport.
    expect(await isFree(t, { date: '2026/12/03', time: '09:30' })).toBe(false);
    expect(await isFree(t, { variant: 'AU-SPORT', date: '2026/12/03', time: '09:30' })).toBe(true);
    const second = await book(t, { Email: 'bo.chen@example.com' });
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json()).toMatchObject({ errorCode: 'SlotTaken' });

    // Until the link is opened, the link is all the address gets: no calendar file, no manage link.
    const [link] = await emailsTo(t, 'ada.lee@example.com');
    expect(link?.template).toBe('test-drive-confirm-link');
    expect(link?.subject).toBe('Confirm your Cadillac test drive');
    expect(link?.text).toContain('Thursday 3 December 2026, 9:30 am AEDT to 11:00 am AEDT');
    expect(link?.text).toContain('until 9:30 am AEDT');
    expect(link?.text).not.toContain(data?.webkey);
    expect(link?.attachments).toEqual([]);
    expect(await emailsTo(t, 'ada.lee@example.com')).toHaveLength(1);
    const token = await confirmTokenFor(t, 'ada.lee@example.com');
    const confirmed = await confirm(t, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'Booked', confirmBy: null, webkey: data?.webkey });
    // The link works once.
    expect((await confirm(t, token)).json()).toMatchObject({ errorCode: 'LinkExpired' });

    const [, confirmation, reminder] = await emailsTo(t, 'ada.lee@example.com');
    expect(confirmation?.template).toBe('test-drive-confirmation');
    expect(confirmation?.text).toContain('Thursday 3 December 2026, 9:30 am AEDT to 11:00 am AEDT');
    expect(confirmation?.text).toContain(data?.testDriveLink);
    const ics = confirmation?.attachments[0];
    expect(ics?.filename).toBe('test-drive.ics');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics?.content).toContain('DTSTART:20261202T223000Z');
    expect(ics?.content).toContain('DTEND:20261203T000000Z');
    // The reminder waits for 10:00 on Wednesday 2 December in Sydney (23:00 UTC on the 1st).
    expect(reminder?.template).toBe('test-drive-reminder');
    expect(reminder?.status).toBe('pending');
    expect(reminder?.nextAttemptAt?.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it('sends the reminder from the outbox once it is due, not before', async () => {
    const { data } = await bookConfirmed(t, { Email: 'remind.me@example.com', SelectedTime: '11:00' });
    const [booking] = await t.database.db
      .select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.webkey, data?.webkey ?? ''));
    const worker = createOutboxWorker({
      db: t.database.db,
      mailer: mailboxMailer('test@example.com'),
      clock,
      logger: recordingLogger(),
      batchSize: 100,
    });
    await worker.drainOnce();
    const reminderOf = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.id, booking?.reminderOutboxId ?? ''))
      )[0];
    expect((await reminderOf())?.status).toBe('pending');
    clock.set('2026-12-01T23:00:00Z');
    await worker.drainOnce();
    expect((await reminderOf())?.status).toBe('delivered_to_mailbox');
    expect((await reminderOf())?.subject).toBe('Your Cadillac test drive is tomorrow');
    clock.set(testNow);
  });

  it('changes the time by webkey, freeing the old slot in the same transaction', async () => {
    const { data } = await bookConfirmed(t, { Email: 'mover@example.com', SelectedTime: '12:30' });
    const webkey = data?.webkey ?? '';
    const moved = await t.post(updateTestDrive.path, {
      WebKey: webkey,
      Country: 'AU',
      TestDriveLocationID: 'sydney-rosebery',
      ModelID: 'LYRIQ',
      VariantID: 'AU-LUX',
      Date: '2026/12/03',
      SelectedTime: '14:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(updateTestDrive.reply.parse(moved.json()).data.transaction).toBe('Change');
    expect(await isFree(t, { date: '2026/12/03', time: '12:30' })).toBe(true);
    expect(await isFree(t, { date: '2026/12/03', time: '14:00' })).toBe(false);
    const record = getTestDrive.reply.parse(
      (await t.post(getTestDrive.path, { WebKey: webkey })).json(),
    ).data;
    expect(record).toMatchObject({ selectedTime: '14:00', date: '2026/12/03', formatDate: '03.12.2026' });
    expect(record).toMatchObject({ status: 'Booked', isChangeable: true, email: 'mover@example.com' });
    const mails = await emailsTo(t, 'mover@example.com');
    expect(mails.map((m) => [m.template, m.status])).toEqual([
      ['test-drive-confirm-link', 'pending'],
      ['test-drive-confirmation', 'pending'],
      ['test-drive-change', 'pending'],
      ['test-drive-reminder', 'pending'],
    ]);
    expect(mails[2]?.attachments[0]?.content).toContain('SEQUENCE:1');
    // The slot counters match the bookings that hold them.
    const slots = await t.database.db.select().from(testDriveSlots);
    for (const slot of slots) {
      const holding = await t.database.db
        .select()
        .from(testDriveBookings)
        .where(eq(testDriveBookings.slotId, slot.id));
      expect(slot.booked).toBe(holding.filter((b) => b.status === 'Booked').length);
    }
  });

  it('keeps the booking where it was when the new slot is full', async () => {
    const { data } = await bookConfirmed(t, { Email: 'stayer@example.com', SelectedTime: '15:30' });
    const res = await t.post(updateTestDrive.path, {
      WebKey: data?.webkey,
      Country: 'AU',
      TestDriveLocationID: 'sydney-rosebery',
      ModelID: 'LYRIQ',
      VariantID: 'AU-LUX',
      Date: '2026/12/03',
      SelectedTime: '09:30',
    });
    expect(res.statusCode).toBe(409);
    expect(await isFree(t, { date: '2026/12/03', time: '15:30' })).toBe(false);
    const record = getTestDrive.reply.parse(
      (await t.post(getTestDrive.path, { WebKey: data?.webkey })).json(),
    );
    expect(record.data.selectedTime).toBe('15:30');
  });

  it('cancels by webkey: the slot is free, the reminder withdrawn, the calendar event cancelled', async () => {
    const { data } = await bookConfirmed(t, { Email: 'canceller@example.com', Date: '2026/12/04' });
    const webkey = data?.webkey ?? '';
    expect(await isFree(t, { date: '2026/12/04', time: '09:30' })).toBe(false);
    const res = await t.post(cancelTestDrive.path, { WebKey: webkey });
    expect(res.statusCode, res.body).toBe(200);
    expect(cancelTestDrive.reply.parse(res.json()).data.transaction).toBe('Cancel');
    expect(await isFree(t, { date: '2026/12/04', time: '09:30' })).toBe(true);
    const mails = await emailsTo(t, 'canceller@example.com');
    expect(mails.map((m) => m.template)).toEqual([
      'test-drive-confirm-link',
      'test-drive-confirmation',
      'test-drive-cancellation',
    ]);
    expect(mails[2]?.attachments[0]?.content).toContain('STATUS:CANCELLED');
    expect(mails[2]?.attachments[0]?.contentType).toContain('method=CANCEL');
    const record = getTestDrive.reply.parse(
      (await t.post(getTestDrive.path, { WebKey: webkey })).json(),
    ).data;
    expect(record).toMatchObject({ status: 'Cancelled', isChangeable: false, transaction: 'Cancel' });
    const again = await t.post(cancelTestDrive.path, { WebKey: webkey });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'BookingClosed' });
  });

  it('refuses a second seat for the same person in one slot, and changes close two hours before the start', async () => {
    const first = await book(t, { Email: 'twice@example.com', VariantID: 'AU-SPORT', Date: '2026/12/07' });
    expect(first.res.statusCode).toBe(200);
    const twice = await book(t, { Email: 'TWICE@example.com', Date: '2026/12/07' });
    expect(twice.res.statusCode).toBe(409);
    expect(twice.res.json()).toMatchObject({ errorCode: 'AlreadyBooked' });
    expect(await isFree(t, { date: '2026/12/07', time: '09:30' })).toBe(true);
    const { data } = await bookConfirmed(t, {
      Email: 'late@example.com',
      Date: '2026/12/02',
      SelectedTime: '12:30',
    });
    clock.set('2026-12-02T00:31:00Z'); // 11:31 in Sydney: 59 minutes before the drive
    const late = await t.post(updateTestDrive.path, {
      WebKey: data?.webkey,
      Country: 'AU',
      TestDriveLocationID: 'sydney-rosebery',
      ModelID: 'LYRIQ',
      VariantID: 'AU-LUX',
      Date: '2026/12/03',
      SelectedTime: '12:30',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('1800 223 455');
    clock.set(testNow);
  });

  it('answers an unknown webkey like any missing booking, and a malformed one as bad input', async () => {
    const unknown = await t.post(getTestDrive.path, { WebKey: 'A'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.post(getTestDrive.path, { WebKey: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([
      { field: 'WebKey', message: 'This is not a test drive booking key.' },
    ]);
  });
});
