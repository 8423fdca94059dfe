import type { getAvailableDeliveryTime, ParsedBodyOf, saveScheduleDelivery } from '@showroom/contract';
import {
  type CountryCode,
  deliverySlotsOn,
  displayDeliveryDate,
  dottedDate,
  earliestDeliveryDate,
  type IsoDate,
  latestDeliveryDate,
  localDate,
  deliveryScheduleMessages as messages,
  unavailableDeliveryDates,
} from '@showroom/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { type Db, isConstraintViolation, isDeadlock } from '../../platform/db';
import { AppError, badField } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';
import type { Caller, OrderIds, OrderService } from '../order';
import { orderNumberOf, orderPageUrl } from '../order';
import { recordOrderEvent } from '../order-progress';
import { centreAddress, clockLabel } from '../test-drive';
import { enqueueAppointmentEmail } from './delivery-schedule-mail';
import { handoverBookings, slotTaken } from './handover-booking.repository';
import type { CentreRow, HandoverCalendarRepository } from './handover-calendar.repository';
import { type HandoverPlace, resolveHandoverPlace } from './handover-place';
import type { MapTiles } from './map-tiles';

type TimesBody = ParsedBodyOf<typeof getAvailableDeliveryTime>;
type SaveBody = ParsedBodyOf<typeof saveScheduleDelivery>;
type TimesReply = z.input<typeof getAvailableDeliveryTime.data>;
type SaveReply = z.input<typeof saveScheduleDelivery.data>;

const idsOf = (body: TimesBody | SaveBody): OrderIds => ({
  yanaCustomerID: body.YanaCustomerID,
  yanaCustomerNo: body.YanaCustomerNo,
  yanaOrderID: body.YanaOrderID,
  yanaOrderNo: body.YanaOrderNo,
  country: body.Country,
});

const locationOf = (centre: CentreRow) => ({
  id: centre.id,
  name: centre.name,
  address: centreAddress(centre),
  latitude: centre.latitude,
  longitude: centre.longitude,
});

/**
 * Scheduling an order's handover (spec 002 sections 3, 4, 7 and 9): the times of a date at the order's centre
 * on real capacity, and the booking. Booking is one transaction: the DeliveryScheduled event (which locks the
 * order and refuses an order that cannot be scheduled), the old bay or day given back, the new one taken, the
 * appointment and the order's date and time written, and the confirmation with its calendar file queued.
 */
export function deliveryScheduleService(deps: {
  db: Db;
  clock: Clock;
  calendars: HandoverCalendarRepository;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  publicOrigin: string;
  mapTiles: MapTiles | null;
}) {
  const { calendars, clock } = deps;
  const domain = new URL(deps.publicOrigin).hostname;
  const today = (timeZone: string) => localDate(clock.now(), timeZone);

  /** The order, where it is handed over, the booking window, and what is taken in it. */
  async function context(body: TimesBody | SaveBody, caller: Caller) {
    const { order } = await deps.orders.ownedOrderByIds(idsOf(body), caller);
    const handover = await resolveHandoverPlace(calendars, order, body, today);
    const { timeZone } = handover.calendar;
    const minDate = earliestDeliveryDate(clock.now(), timeZone);
    const maxDate = latestDeliveryDate(clock.now(), timeZone);
    const [taken, appointment] = await Promise.all([
      calendars.taken(handover.centre.id, minDate, maxDate),
      calendars.appointmentOf(order.id),
    ]);
    const held = appointment?.centreId === handover.centre.id ? appointment : undefined;
    return { order, handover, minDate, maxDate, taken, held };
  }

  function checkWindow(date: IsoDate, minDate: IsoDate, maxDate: IsoDate) {
    if (date < minDate) throw badField('DeliveryDate', messages.tooEarly);
    if (date > maxDate) throw badField('DeliveryDate', messages.tooLate);
  }

  /** Runs the booking transaction, answering the database's refusals as the business refusal they are. */
  async function write<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      return await deps.db.transaction(work);
    } catch (error) {
      if (
        isDeadlock(error) ||
        isConstraintViolation(error, 'handover_slots_booked_check') ||
        isConstraintViolation(error, 'home_delivery_days_booked_check')
      ) {
        throw slotTaken(messages.slotTaken);
      }
      throw error;
    }
  }

  return {
    async times(body: TimesBody, caller: Caller): Promise<TimesReply> {
      const { handover, minDate, maxDate, taken, held } = await context(body, caller);
      const date = body.DeliveryDate ?? minDate;
      checkWindow(date, minDate, maxDate);
      const option = body.DeliveryOption;
      const slots = deliverySlotsOn(handover.calendar, option, date, taken, held);
      const centres = await calendars.handoverCentres(body.Country);
      return {
        deliveryDate: dottedDate(date),
        deliveryFormatDate: displayDeliveryDate(date),
        minDate: dottedDate(minDate),
        maxDate: dottedDate(maxDate),
        disabledDates: unavailableDeliveryDates(handover.calendar, option, minDate, maxDate, taken, held).map(
          dottedDate,
        ),
        timeList: slots.map((slot) => ({
          time: slot.time,
          label: clockLabel(slot.time),
          isAvailable: slot.isAvailable,
        })),
        location: locationOf(handover.centre),
        pickupLocations: centres.map(locationOf),
        mapTiles: deps.mapTiles,
      };
    },

    async save(body: SaveBody, caller: Caller): Promise<SaveReply> {
      const { order, handover, minDate, maxDate, taken, held } = await context(body, caller);
      checkWindow(body.DeliveryDate, minDate, maxDate);
      const slots = deliverySlotsOn(handover.calendar, body.DeliveryOption, body.DeliveryDate, taken, held);
      if (slots.length === 0) throw badField('DeliveryDate', messages.closed);
      const slot = slots.find((candidate) => candidate.time === body.DeliveryTime);
      if (!slot) {
        throw badField('DeliveryTime', `${handover.centre.name} has no handover at this time on this date.`);
      }
      if (!slot.isAvailable) throw slotTaken(messages.slotTaken);
      const now = clock.now();
      const appointment = await write(async (tx) => {
        const recorded = await recordOrderEvent(
          tx,
          order.id,
          { type: 'DeliveryScheduled', date: body.DeliveryDate, time: body.DeliveryTime },
          { kind: 'customer', id: order.customerId },
          now,
        );
        if (!recorded.ok) throw new AppError(409, recorded.refusal, recorded.message);
        const previous = await calendars.appointmentOf(order.id, tx);
        if (previous) await handoverBookings.release(tx, previous);
        const counter = await handoverBookings.take(tx, {
          option: body.DeliveryOption,
          centreId: handover.centre.id,
          localDate: body.DeliveryDate,
          localTime: body.DeliveryTime,
          capacity: slot.capacity,
        });
        if (!counter) throw slotTaken(messages.slotTaken);
        const written = await handoverBookings.writeAppointment(
          tx,
          {
            orderId: order.id,
            centreId: handover.centre.id,
            ...counter,
            localDate: body.DeliveryDate,
            localTime: body.DeliveryTime,
            startsAt: slot.startsAt,
            updatedAt: now,
          },
          previous,
        );
        await handoverBookings.writeOrderDelivery(tx, order.id, {
          deliveryDate: body.DeliveryDate,
          deliveryTime: body.DeliveryTime,
          ...(body.DeliveryOption === 'Pickup' ? { pickupLocationName: handover.centre.name } : {}),
        });
        await enqueueAppointmentEmail(tx, mailOf(order, idsOf(body), handover, slot, written.revision, now));
        return written;
      });
      return {
        message:
          appointment.revision > 0
            ? 'Your appointment has been rescheduled.'
            : 'Your appointment has been scheduled.',
        deliveryOption: body.DeliveryOption,
        pickupLocationName: body.DeliveryOption === 'Pickup' ? handover.centre.name : null,
        deliveryDate: dottedDate(appointment.localDate),
        deliveryTime: appointment.localTime,
        deliveryFormatDate: displayDeliveryDate(appointment.localDate),
        rescheduled: appointment.revision > 0,
      };
    },
  };

  function mailOf(
    order: Awaited<ReturnType<typeof deps.orders.ownedOrderByIds>>['order'],
    ids: OrderIds,
    handover: HandoverPlace,
    slot: { startsAt: Date; endsAt: Date },
    revision: number,
    now: Date,
  ) {
    const country = order.country as CountryCode;
    return {
      to: order.email,
      orderId: order.id,
      orderNumber: orderNumberOf(order),
      country,
      state: handover.centre.state,
      timeZone: handover.calendar.timeZone,
      firstName: order.firstName,
      option: order.deliveryOption,
      localDate: localDate(slot.startsAt, handover.calendar.timeZone),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      place: handover.place,
      revision,
      orderUrl: orderPageUrl(deps.publicOrigin, ids, country),
      domain,
      writtenAt: now,
    };
  }
}

export type DeliveryScheduleService = ReturnType<typeof deliveryScheduleService>;
