import type { CountryCode, IsoDate } from '@showroom/domain';
import { calendarContentType, calendarFile } from '../../platform/calendar/ics';
import { type DbExecutor, enqueueEmail } from '../../platform/mail';

const productId = '-//Cadillac//Showroom deliveries//EN';

export interface AppointmentMail {
  to: string;
  orderId: string;
  orderNumber: string;
  country: CountryCode;
  /** The centre's state or region and its zone: the calendar file is written in the centre's wall-clock time. */
  state: string;
  timeZone: string;
  firstName: string;
  option: 'Pickup' | 'HomeDelivery';
  localDate: IsoDate;
  startsAt: Date;
  endsAt: Date;
  place: string;
  revision: number;
  orderUrl: string;
  /** The shop's host, for the event's UID. */
  domain: string;
  writtenAt: Date;
}

/**
 * Queues the confirmation of a new or moved handover with its calendar file (RFC 5545, in the centre's zone with
 * its VTIMEZONE; the same UID and a higher SEQUENCE on every move), in the caller's transaction.
 */
export async function enqueueAppointmentEmail(tx: DbExecutor, mail: AppointmentMail): Promise<void> {
  const noun = mail.option === 'Pickup' ? 'collection' : 'delivery';
  const content = calendarFile(
    {
      uid: `delivery-${mail.orderId}@${mail.domain}`,
      sequence: mail.revision,
      start: mail.startsAt,
      end: mail.endsAt,
      timeZone: mail.timeZone,
      stamp: mail.writtenAt,
      summary: `Cadillac LYRIQ ${noun} (${mail.orderNumber})`,
      description: `Your LYRIQ ${noun}. Please bring your driver licence. Your order: ${mail.orderUrl}`,
      location: mail.place,
      url: mail.orderUrl,
      status: 'CONFIRMED',
      alarmMinutesBefore: 24 * 60,
    },
    { method: 'PUBLISH', productId },
  );
  await enqueueEmail(tx, {
    to: mail.to,
    template: 'delivery-scheduled',
    data: {
      country: mail.country,
      state: mail.state,
      firstName: mail.firstName,
      orderNumber: mail.orderNumber,
      option: mail.option,
      localDate: mail.localDate,
      startsAt: mail.startsAt,
      place: mail.place,
      rescheduled: mail.revision > 0,
      orderUrl: mail.orderUrl,
    },
    dedupeKey: `delivery-scheduled:${mail.orderId}:${mail.revision}`,
    attachments: [{ filename: `lyriq-${noun}.ics`, contentType: calendarContentType('PUBLISH'), content }],
  });
}
