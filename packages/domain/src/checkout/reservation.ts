import { type CountryCode, salesPhone } from '../market';

/** Spec 001 section 9: the countdown runs 600 seconds and the hold may be extended at most twice. */
export const reservationSeconds = 600;
/**
 * When the countdown reaches zero in stage 1 the reminder dialog offers Extend (spec 001 section 4); the hold
 * runs this much longer than the countdown shows, so that answer can still keep the vehicle.
 */
export const reminderGraceSeconds = 60;
/** How long one hold (the first, or an extension) keeps the vehicle: the countdown plus the reminder's grace. */
export const reservationHoldSeconds = reservationSeconds + reminderGraceSeconds;
export const maxReservationExtensions = 2;
/** The deposit payable on order: $1,000 (spec 001 section 1), in cents. */
export const depositCents = 100_000;

export function reservationExpiredMessage(country: CountryCode): string {
  return `Your reservation has expired. Please contact our Cadillac Sales Team on ${salesPhone[country]}`;
}

/** The message extend answers when the hold is gone; the browser compares it to redirect home. */
export const reservationLostMessage = 'Your reservation is no longer held.';

export interface ReservationClock {
  reservedUntil: Date;
  extensionCount: number;
}

/**
 * The countdown the browser shows: whole seconds left (never negative) and the stage. Stage 1 is the first hold;
 * stage 2 once an extension was used, when the reminder dialog shows at once on reload (spec 001 section 4).
 */
export function countdownOf(
  reservation: ReservationClock,
  now: Date,
): { reservationCountDown: number; reservationCountDownStage: 1 | 2; reservationExtensionCount: number } {
  const countdownEnd = reservation.reservedUntil.getTime() - reminderGraceSeconds * 1000;
  const left = Math.max(0, Math.ceil((countdownEnd - now.getTime()) / 1000));
  return {
    reservationCountDown: left,
    reservationCountDownStage: reservation.extensionCount > 0 ? 2 : 1,
    reservationExtensionCount: reservation.extensionCount,
  };
}

/** Whether the hold may be extended at `now`: still running and fewer than two extensions used. */
export function canExtend(reservation: ReservationClock, now: Date): boolean {
  return reservation.reservedUntil > now && reservation.extensionCount < maxReservationExtensions;
}

/** A payment authorised at `authorisedAt` keeps the vehicle only if the hold still ran then. */
export function authorisedInTime(reservedUntil: Date, authorisedAt: Date): boolean {
  return authorisedAt <= reservedUntil;
}
