import { addDays, type CountryCode, localDate, zonedInstant } from '@showroom/domain';
import { calendarContentType, calendarFile } from '../../platform/calendar/ics';
import {
  type DbExecutor,
  enqueueEmail,
  type TemplateName,
  type TestDriveEmailData,
} from '../../platform/mail';
import type { BookingRow } from './test-drive-booking.repository';

/** The reminder goes out at this local time on the day before the drive. */
const reminderTime = '10:00';
const productId = '-//Cadillac//Showroom test drives//EN';

/** Everything the booking's emails say, in the centre's zone. */
export interface BookingMail extends TestDriveEmailData {
  to: string;
  bookingId: string;
  revision: number;
  timeZone: string;
  /** The host of the shop, for the calendar event's UID. */
  domain: string;
  /** When this version of the booking was written (the calendar file's DTSTAMP). */
  writtenAt: Date;
}

export function bookingNumber(row: Pick<BookingRow, 'bookingNo'>): string {
  return `TD-${row.bookingNo}`;
}

function calendarAttachment(mail: BookingMail, cancelled: boolean) {
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const content = calendarFile(
    {
      uid: `test-drive-${mail.bookingId}@${mail.domain}`,
      sequence: mail.revision,
      start: mail.startsAt,
      end: mail.endsAt,
      stamp: mail.writtenAt,
      summary: `Cadillac ${mail.model} test drive (${mail.bookingNo})`,
      description: `Your ${mail.model} ${mail.variantName} test drive at ${mail.centreName}. Bring your driver licence. Change or cancel: ${mail.manageUrl}`,
      location: `${mail.centreName}, ${mail.centreAddress}`,
      url: mail.manageUrl,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      alarmMinutesBefore: 120,
    },
    { method, productId },
  );
  return { filename: 'test-drive.ics', contentType: calendarContentType(method), content };
}

const templateData = (mail: BookingMail): TestDriveEmailData => ({
  country: mail.country as CountryCode,
  state: mail.state,
  firstName: mail.firstName,
  bookingNo: mail.bookingNo,
  centreName: mail.centreName,
  centreAddress: mail.centreAddress,
  model: mail.model,
  variantName: mail.variantName,
  startsAt: mail.startsAt,
  endsAt: mail.endsAt,
  manageUrl: mail.manageUrl,
});

/** Queues the confirmation, change or cancellation email with its calendar file, in the caller's transaction. */
export async function enqueueBookingEmail(
  tx: DbExecutor,
  template: Extract<
    TemplateName,
    'test-drive-confirmation' | 'test-drive-change' | 'test-drive-cancellation'
  >,
  mail: BookingMail,
): Promise<void> {
  await enqueueEmail(tx, {
    to: mail.to,
    template,
    data: templateData(mail),
    dedupeKey: `${template}:${mail.bookingId}:${mail.revision}`,
    attachments: [calendarAttachment(mail, template === 'test-drive-cancellation')],
  });
}

/**
 * Queues the link that confirms a held booking: the only email of a booking nobody has confirmed (no calendar file,
 * no manage link, nothing the booker wrote).
 */
export async function enqueueConfirmLink(
  tx: DbExecutor,
  mail: BookingMail,
  link: { confirmUrl: string; holdEndsAt: Date },
): Promise<void> {
  const { firstName: _unused, manageUrl: _notSent, ...slot } = templateData(mail);
  await enqueueEmail(tx, {
    to: mail.to,
    template: 'test-drive-confirm-link',
    data: { ...slot, ...link },
    dedupeKey: `test-drive-confirm-link:${mail.bookingId}`,
  });
}

/**
 * Queues the reminder for 10:00 (centre time) the day before the drive; none when that moment has passed. The
 * outbox worker sends it when it is due, from whichever instance claims it. Answers the outbox id to keep.
 */
export async function enqueueReminder(tx: DbExecutor, mail: BookingMail, now: Date): Promise<string | null> {
  const dayBefore = addDays(localDate(mail.startsAt, mail.timeZone), -1);
  const due = zonedInstant(dayBefore, reminderTime, mail.timeZone);
  if (due <= now) return null;
  const { id } = await enqueueEmail(tx, {
    to: mail.to,
    template: 'test-drive-reminder',
    data: templateData(mail),
    dedupeKey: `test-drive-reminder:${mail.bookingId}:${mail.revision}`,
    notBefore: due,
  });
  return id ?? null;
}
